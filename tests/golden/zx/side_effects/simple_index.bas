# about: s$(n) with RND in its one index: the index is evaluated once (one character, one RND)
10 RANDOMIZE 7: LET s$="123456789"
20 FOR k=1 TO 8: PRINT s$(INT (RND*9)+1);: NEXT k
30 PRINT : PRINT RND
