# about: GO SUB and RETURN, nested, returning to the next statement
10 PRINT "main";: GO SUB 100: PRINT " back"
20 GO SUB 200: PRINT "done"
30 STOP
100 PRINT " sub";: RETURN
200 PRINT "outer";: GO SUB 300: PRINT " outer again": RETURN
300 PRINT " inner";: RETURN
