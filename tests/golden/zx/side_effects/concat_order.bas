# about: s$(RND)+s$(RND)+STR$ RND: concatenation evaluates left to right
10 RANDOMIZE 39: LET s$="abcdef"
20 FOR k=1 TO 6: PRINT s$(INT (RND*6)+1)+s$(INT (RND*6)+1)+STR$ INT (RND*10);" ";: NEXT k
30 PRINT : PRINT RND
