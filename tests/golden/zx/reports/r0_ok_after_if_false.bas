# about: 0 OK after a false IF on the last line names the IF statement
10 LET a=1
20 PRINT "x": IF a=2 THEN PRINT "y": PRINT "z"
