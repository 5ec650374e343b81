# about: PRINT "a"1 needs a separator
# expect-rejected
10 PRINT "a";1
20 PRINT "a"1
