# about: a single index past the end is report 3
10 LET a$="hello": PRINT a$(5)
20 PRINT "x";a$(6)
