# about: "abcdefghi"(n) and STR$ slices: a string literal sliced with RND
10 RANDOMIZE 24
20 FOR k=1 TO 8: PRINT "abcdefghi"(INT (RND*9)+1);(STR$ 1234567)(INT (RND*7)+1);" ";: NEXT k
30 PRINT : PRINT RND
