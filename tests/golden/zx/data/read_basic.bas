# about: READ from DATA across several lines and statements
# compare: rows report stop_reason vars
10 READ a,b,c: PRINT a;" ";b;" ";c
20 READ d: PRINT d
30 DATA 1,2
40 DATA 3: PRINT "data line runs on"
50 DATA 4.5,-6
60 READ e: PRINT e
