# about: IF without THEN is refused
# expect-rejected
10 LET a=1
20 IF a=1 PRINT "x"
30 PRINT "ok"
