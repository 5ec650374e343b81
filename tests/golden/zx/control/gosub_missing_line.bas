# about: GO SUB to a missing line runs from the next line
10 GO SUB 15: PRINT "back": STOP
20 PRINT "at 20": RETURN
