# about: GO TO 100+10*INT (RND*3): the destination is evaluated once
10 RANDOMIZE 59: LET k=0
20 LET k=k+1: IF k>10 THEN PRINT : PRINT RND: STOP
30 GO TO 100+10*INT (RND*3)
100 PRINT "a";: GO TO 20
110 PRINT "b";: GO TO 20
120 PRINT "c";: GO TO 20
