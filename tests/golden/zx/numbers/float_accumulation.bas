# about: adding 0.1 ten times and other rounding drift
10 LET s=0: FOR i=1 TO 10: LET s=s+0.1: NEXT i
20 PRINT s;" ";s=1;" ";s-1;" ";INT (s*10)
30 LET t=1: FOR i=1 TO 10: LET t=t/3: NEXT i: FOR i=1 TO 10: LET t=t*3: NEXT i
40 PRINT t;" ";t=1;" ";t-1
50 LET u=0: FOR i=1 TO 100: LET u=u+0.01: NEXT i: PRINT u;" ";u=1
