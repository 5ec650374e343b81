# about: the READ loop idiom of POKE USR "a" (RESTORE then READ 8 values twice)
10 FOR k=1 TO 2: RESTORE : LET s=0
20 FOR j=0 TO 7: READ v: LET s=s+v: NEXT j
30 PRINT k;" ";s: NEXT k
40 DATA 60,60,60,126,255,255,60,60
