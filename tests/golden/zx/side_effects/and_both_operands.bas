# about: x AND y with RND on both sides: no short cut, the left operand first
10 RANDOMIZE 7
20 FOR k=1 TO 8: PRINT (INT (RND*100)) AND (INT (RND*100)>50);" ";: NEXT k
30 PRINT : PRINT RND
