# about: INK 10 is report K
10 INK 9: PRINT "ok"
20 INK 10
