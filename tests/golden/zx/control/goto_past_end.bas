# about: GO TO a line after the last one ends the program with 0 OK
10 PRINT "start"
20 GO TO 500
30 PRINT "not here"
