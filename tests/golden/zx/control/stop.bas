# about: STOP gives report 9 with its own line and statement
10 PRINT "a": PRINT "b": STOP : PRINT "c"
