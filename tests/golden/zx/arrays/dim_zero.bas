# about: DIM a(0) is report 3
10 PRINT "before"
20 DIM a(0)
