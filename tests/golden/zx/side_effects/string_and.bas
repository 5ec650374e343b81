# about: s$(n) AND RND>.5: the string and the condition are both evaluated
10 RANDOMIZE 35: LET s$="abcdefghi"
20 FOR k=1 TO 8: PRINT "[";s$(INT (RND*9)+1) AND RND>.5;"]";: NEXT k
30 PRINT : PRINT RND
