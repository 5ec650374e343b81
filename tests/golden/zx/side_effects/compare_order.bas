# about: RND<RND and INT (RND*3)=INT (RND*3): comparisons take the left operand first
10 RANDOMIZE 37
20 FOR k=1 TO 8: PRINT INT (RND*10)<INT (RND*5);INT (RND*3)=INT (RND*3);" ";: NEXT k
30 PRINT : PRINT RND
