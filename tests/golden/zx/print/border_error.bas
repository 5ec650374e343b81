# about: BORDER 8 is report K
10 BORDER 7: PRINT "ok"
20 BORDER 8
