# about: 0 OK names the last statement executed
10 PRINT "a": PRINT "b": LET x=1
