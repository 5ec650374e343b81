# about: FN d(RND) where the body uses its parameter twice: the argument is evaluated once
10 RANDOMIZE 41: DEF FN d(x)=x*10+x
20 FOR k=1 TO 8: PRINT FN d(INT (RND*10));" ";: NEXT k
30 PRINT : PRINT RND
