# about: GO SUB to a computed line
10 FOR i=1 TO 3: GO SUB 100*i: NEXT i
20 STOP
100 PRINT "one": RETURN
200 PRINT "two": RETURN
300 PRINT "three": RETURN
