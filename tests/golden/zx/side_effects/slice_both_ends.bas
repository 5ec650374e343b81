# about: s$(a TO b) with RND in both ends: start first, then end
10 RANDOMIZE 11: LET s$="abcdefghijkl"
20 FOR k=1 TO 8: PRINT "[";s$(INT (RND*6)+1 TO INT (RND*6)+5);"]": NEXT k
30 PRINT RND
