# about: a missing closing bracket is refused
# expect-rejected
10 PRINT (1+2
20 PRINT "ran"
