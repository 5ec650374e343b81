# about: LET x=RND-RND and LET s$=s$+CHR$: plain targets, values with several RNDs
10 RANDOMIZE 33: LET s$=""
20 FOR k=1 TO 5: LET x=INT (RND*100)-INT (RND*10): LET s$=s$+CHR$ (65+INT (RND*26)): PRINT x;" ";: NEXT k
30 PRINT : PRINT s$: PRINT RND
