# about: FN f(FN r(),FN r()): nested calls with RND in the inner body
10 RANDOMIZE 46: DEF FN r()=INT (RND*10): DEF FN f(a,b)=a-b
20 FOR k=1 TO 8: PRINT FN f(FN r(),FN r());" ";: NEXT k
30 PRINT : PRINT RND
