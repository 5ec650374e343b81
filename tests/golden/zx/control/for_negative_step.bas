# about: FOR with a negative STEP counts down; STEP 0 loops for ever
# compare: rows report stop_reason vars
10 FOR i=5 TO 1 STEP -1: PRINT i;" ";: NEXT i
20 PRINT : PRINT i
30 FOR i=1 TO 0 STEP -0.25: PRINT i;" ";: NEXT i
40 PRINT : FOR i=1 TO 5 STEP -1: PRINT "never": NEXT i: PRINT i
50 LET n=0: FOR k=1 TO 2 STEP 0: LET n=n+1: IF n=5 THEN GO TO 70
60 NEXT k
70 PRINT n;" ";k
