# about: RUN n inside a program clears the variables and the screen (GO TO keeps both)
10 LET a=5: LET b=6
20 IF a=5 THEN LET a=7: GO TO 40
30 PRINT "not here"
40 PRINT a;" ";b
50 RUN 60
60 PRINT "after RUN"
70 PRINT b
