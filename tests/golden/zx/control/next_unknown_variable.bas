# about: NEXT for a variable that does not exist: report 2
10 PRINT "x"
20 NEXT q
