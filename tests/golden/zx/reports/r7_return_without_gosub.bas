# about: 7 RETURN without GOSUB after a completed subroutine
10 GO SUB 100
20 PRINT "back"
100 PRINT "sub": RETURN
