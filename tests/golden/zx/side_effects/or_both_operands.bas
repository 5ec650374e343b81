# about: IF x=RND OR x<>RND: both sides of OR are always evaluated
10 RANDOMIZE 7: LET x=2
20 FOR k=1 TO 8: IF x=INT (RND*5) OR x<>INT (RND*5) THEN PRINT k;
30 NEXT k
40 PRINT : FOR k=1 TO 5: PRINT 1 OR INT (RND*10);" ";(INT (RND*3)) OR (INT (RND*3));" ";: NEXT k
50 PRINT : PRINT RND
