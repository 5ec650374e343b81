# about: 6 Number too big when a calculation in a loop overflows
10 LET x=10
20 FOR i=1 TO 50: LET x=x*x: NEXT i
