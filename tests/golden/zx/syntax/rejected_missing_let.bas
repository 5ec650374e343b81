# about: an assignment without LET is refused
# expect-rejected
10 PRINT "one"
20 a=1
30 PRINT "three"
