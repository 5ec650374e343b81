# about: executing a DATA statement does nothing; DATA mixed with code
10 PRINT "a": DATA 1,2: PRINT "b"
20 DATA "x": PRINT "c"
30 READ n,m,s$: PRINT n;m;s$
