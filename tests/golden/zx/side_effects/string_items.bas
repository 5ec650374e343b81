# about: PRINT s$(RND);s$(RND TO RND): string items with slices, left to right
10 RANDOMIZE 56: LET s$="abcdefghi"
20 FOR k=1 TO 6: PRINT s$(INT (RND*9)+1);"[";s$(INT (RND*4)+1 TO INT (RND*4)+5);"]": NEXT k
30 PRINT RND
