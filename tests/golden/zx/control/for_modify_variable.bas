# about: changing the control variable or the limit inside the loop
# compare: rows report stop_reason vars
10 FOR i=1 TO 10: PRINT i;" ";: IF i=3 THEN LET i=8
20 NEXT i
30 PRINT : LET l=3: FOR j=1 TO l: PRINT j;" ";: LET l=10: NEXT j
40 PRINT : FOR k=1 TO 3: PRINT k;: NEXT k: NEXT k
