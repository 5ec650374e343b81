# about: x AND 0 and 0 AND y: the operand that cannot change the answer is still evaluated
10 RANDOMIZE 34
20 FOR k=1 TO 5: PRINT (INT (RND*10)) AND 0;" ";0 AND INT (RND*10);" ";: NEXT k
30 PRINT : PRINT RND
