# about: DEF FN r()=INT (RND*10): FN r()*10+FN r() evaluates left to right
10 RANDOMIZE 45: DEF FN r()=INT (RND*10)
20 FOR k=1 TO 8: PRINT FN r()*10+FN r();" ";: NEXT k
30 PRINT : PRINT RND
