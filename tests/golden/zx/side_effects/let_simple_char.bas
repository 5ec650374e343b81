# about: LET s$(n)="#" with RND in the index: one character replaced
10 RANDOMIZE 7: LET s$="123456789"
20 FOR k=1 TO 4: LET s$(INT (RND*9)+1)="#": PRINT s$: NEXT k
30 PRINT RND
