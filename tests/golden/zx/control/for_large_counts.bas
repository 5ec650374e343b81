# about: a loop of 1000 passes, and counting with a step of 7
# compare: rows report stop_reason vars
10 LET s=0: FOR i=1 TO 1000: LET s=s+i: NEXT i: PRINT s
20 LET c=0: FOR k=-20 TO 50 STEP 7: LET c=c+1: NEXT k: PRINT c;" ";k
