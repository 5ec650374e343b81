# about: STOP inside a subroutine reports the subroutine's line
10 PRINT "main": GO SUB 100: PRINT "not reached"
100 PRINT "sub": LET a=1: STOP
