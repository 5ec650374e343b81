# about: RETURN without GO SUB is report 7
10 PRINT "x"
20 RETURN
