# about: NEXT inside IF: the loop body ends early for some passes
10 FOR i=1 TO 6: IF i/2=INT (i/2) THEN NEXT i
20 PRINT i;" ";: IF i<7 THEN NEXT i
30 PRINT : PRINT "end ";i
