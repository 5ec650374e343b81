# about: NOT INT (RND*2) and -INT (RND*10): unary operators evaluate their operand once
10 RANDOMIZE 40
20 FOR k=1 TO 8: PRINT NOT INT (RND*2);-INT (RND*10);" ";: NEXT k
30 PRINT : PRINT RND
