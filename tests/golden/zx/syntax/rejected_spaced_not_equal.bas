# about: < > with a space between is not the <> token
# expect-rejected
10 PRINT 1<>2
20 PRINT 1< >2
