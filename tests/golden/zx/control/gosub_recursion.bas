# about: recursive GO SUB (a counter down to zero)
# compare: rows report stop_reason vars
10 LET n=5: LET s=0: GO SUB 100: PRINT "sum ";s
20 STOP
100 IF n=0 THEN RETURN
110 LET s=s+n: LET n=n-1: GO SUB 100: PRINT n;" ";: LET n=n+1: RETURN
