# about: a numeric array and a simple variable with the same letter are separate
# compare: rows report stop_reason vars
10 DIM a(3): LET a=5: LET a(2)=9
20 PRINT a;" ";a(2);" ";a+a(2)
30 FOR a=1 TO 2: PRINT a(a): NEXT a
