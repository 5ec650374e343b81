# about: a report inside a subroutine names the subroutine's line
10 GO SUB 100
20 PRINT "back"
100 PRINT "in sub": PRINT 1/0
