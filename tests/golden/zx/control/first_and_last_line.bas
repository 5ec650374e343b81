# about: lines 1 and 9999 and GO TO between them
1 PRINT "line 1": GO TO 9999
5000 PRINT "never"
9999 PRINT "line 9999"
