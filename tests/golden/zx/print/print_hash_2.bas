# about: PRINT #2 is the upper screen, like PRINT
10 PRINT #2;"via stream 2"
20 PRINT "normal"
