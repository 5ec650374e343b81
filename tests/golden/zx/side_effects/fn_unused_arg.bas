# about: FN u(RND) whose body ignores its parameter: the argument is still evaluated
10 RANDOMIZE 44: DEF FN u(x)=5
20 FOR k=1 TO 4: PRINT FN u(RND);" ";: NEXT k
30 PRINT : PRINT RND
