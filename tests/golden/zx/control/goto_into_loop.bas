# about: GO TO into the middle of a FOR loop: NEXT still loops to the statement after FOR
10 LET f=0
20 FOR i=1 TO 3
30 PRINT "top ";i
40 PRINT "mid ";i
50 NEXT i
60 IF f=0 THEN LET f=1: LET i=2: GO TO 40
70 PRINT "end ";i
