# about: s$( TO b) with RND in the end
10 RANDOMIZE 13: LET s$="abcdefghi"
20 FOR k=1 TO 6: PRINT "[";s$( TO INT (RND*9)+1);"]": NEXT k
30 PRINT RND
