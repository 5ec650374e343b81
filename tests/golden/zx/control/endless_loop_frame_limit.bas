# about: a program that never ends stops at the frame limit with no report
# frames: 60
10 PRINT "start"
20 GO TO 20
