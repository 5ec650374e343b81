# about: a space inside a number is not allowed
# expect-rejected
10 PRINT 12
20 PRINT 1 2
