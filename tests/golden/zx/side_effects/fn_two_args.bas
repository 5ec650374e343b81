# about: FN f(RND,RND): arguments left to right, once each
10 RANDOMIZE 42: DEF FN f(a,b)=a*10+b
20 FOR k=1 TO 8: PRINT FN f(INT (RND*10),INT (RND*10));" ";: NEXT k
30 PRINT : PRINT RND
