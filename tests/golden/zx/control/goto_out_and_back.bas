# about: leaving a FOR loop with GO TO and NEXT after the loop was abandoned
10 FOR i=1 TO 10
20 IF i=3 THEN GO TO 50
30 NEXT i
40 STOP
50 PRINT "left at ";i
60 NEXT i
70 PRINT "after next: ";i
