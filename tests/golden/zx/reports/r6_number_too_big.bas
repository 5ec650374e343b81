# about: 6 Number too big: division by zero
10 LET a=0
20 PRINT "x": PRINT 1/a
