# about: ("xyz"+"uvw")(n): slicing a bracketed expression with one index
10 RANDOMIZE 7
20 FOR k=1 TO 8: PRINT ("xyz"+"uvw")(INT (RND*6)+1);: NEXT k
30 PRINT : PRINT RND
