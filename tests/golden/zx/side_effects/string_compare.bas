# about: s$(RND)<s$(RND) and s$(RND)=s$(RND): both sides once, left first
10 RANDOMIZE 38: LET s$="abcdef"
20 FOR k=1 TO 8: PRINT s$(INT (RND*6)+1)<s$(INT (RND*6)+1);s$(INT (RND*2)+1)=s$(INT (RND*2)+1);" ";: NEXT k
30 PRINT : PRINT RND
