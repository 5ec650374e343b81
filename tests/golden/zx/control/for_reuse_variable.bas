# about: FOR with a variable that was a plain number; FOR again with the same variable
# compare: rows report stop_reason vars
10 LET i=100: PRINT i
20 FOR i=1 TO 2: NEXT i: PRINT i
30 FOR i=1 TO 2: FOR i=5 TO 6: PRINT i;" ";: NEXT i: PRINT
40 PRINT i
