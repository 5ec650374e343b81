# about: GO TO a missing line goes to the next line after it
10 GO TO 25
20 PRINT "twenty"
30 PRINT "thirty"
40 GO TO 9999
50 PRINT "fifty"
