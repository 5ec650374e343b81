# about: reading past the last DATA item is report E in the READ statement
10 READ a,b: PRINT a;" ";b
20 PRINT "next": READ c
30 DATA 1,2
