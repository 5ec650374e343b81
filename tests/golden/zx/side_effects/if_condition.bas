# about: IF INT (RND*2) THEN: the condition is evaluated once
10 RANDOMIZE 63
20 FOR k=1 TO 12: IF INT (RND*2) THEN PRINT k;" ";
30 NEXT k
40 PRINT : PRINT RND
