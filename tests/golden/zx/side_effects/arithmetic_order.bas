# about: RND-RND, RND/RND, RND^RND: the left operand is evaluated first
10 RANDOMIZE 36
20 FOR k=1 TO 4: PRINT INT (RND*100)-INT (RND*100);" ";INT (RND*10)/(INT (RND*10)+1);" ";(INT (RND*3)+1)^INT (RND*4): NEXT k
30 PRINT RND
