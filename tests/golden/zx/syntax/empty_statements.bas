# about: an empty statement between colons, and a colon right after THEN
10 PRINT "a";:: PRINT "b"
20 IF 1 THEN : PRINT "c"
30 PRINT "d":
