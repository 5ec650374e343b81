# about: s$(a TO) with RND in the start
10 RANDOMIZE 12: LET s$="abcdefghi"
20 FOR k=1 TO 6: PRINT "[";s$(INT (RND*9)+1 TO );"]": NEXT k
30 PRINT RND
