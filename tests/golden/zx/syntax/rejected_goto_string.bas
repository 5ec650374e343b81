# about: GO TO with a string is refused
# expect-rejected
10 PRINT "a"
20 GO TO "x"
