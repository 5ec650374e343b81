# about: FOR with STEP 0.1 (how many passes, last value) and other fractional steps
# compare: rows report stop_reason vars
10 LET n=0: FOR x=0 TO 1 STEP 0.1: LET n=n+1: NEXT x
20 PRINT n;" ";x
30 LET n=0: FOR y=1 TO 2 STEP 0.1: LET n=n+1: NEXT y
40 PRINT n;" ";y
50 LET n=0: FOR z=0 TO 0.3 STEP 0.1: PRINT z;" ";: LET n=n+1: NEXT z
60 PRINT : PRINT n;" ";z
70 FOR w=0 TO 1 STEP 0.25: PRINT w;" ";: NEXT w
