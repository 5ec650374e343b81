# about: LET s$(n)=CHR$ (RND): the index and the value, in the ROM's order
10 RANDOMIZE 30: LET s$="........."
20 FOR k=1 TO 6: LET s$(INT (RND*9)+1)=CHR$ (65+INT (RND*26)): NEXT k
30 PRINT s$: PRINT RND
