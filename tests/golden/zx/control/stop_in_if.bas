# about: STOP after THEN: the statement number counts the IF
10 LET a=1
20 PRINT "x": IF a=1 THEN PRINT "y": STOP
30 PRINT "z"
