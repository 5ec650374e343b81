# about: LET a$=5 is refused by the syntax check
# expect-rejected
10 PRINT "first"
20 LET a$=5
30 PRINT "last"
