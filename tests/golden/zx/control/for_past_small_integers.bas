# about: FOR-NEXT counting in whole numbers past the small integers (to 2**31), up and down, through zero, with whole and fractional limits
# compare: rows report vars
10 FOR k=65530 TO 65540 STEP 3: PRINT k;" ";: NEXT k: PRINT k
20 FOR j=-65530 TO -65541 STEP -4: PRINT j;" ";: NEXT j: PRINT j
30 LET s=65536: FOR m=s TO s+2: NEXT m: PRINT m
40 FOR n=2147483640 TO 2147483650 STEP 4: PRINT n;" ";: NEXT n: PRINT n
50 FOR p=70000 TO 69998 STEP -1: NEXT p: PRINT p
60 FOR q=65537 TO 65540.5: NEXT q: PRINT q
70 FOR r=-65537 TO 65534 STEP 65535: PRINT r;" ";: NEXT r: PRINT r
80 FOR t=-131070 TO 5 STEP 65535: PRINT t;" ";: NEXT t: PRINT t
90 LET u=65535: LET u=u+1: FOR v=u TO u-65537 STEP -65535: PRINT v;" ";: NEXT v: PRINT v
95 FOR w=-65535-1 TO -65534: PRINT w;" ";: NEXT w: PRINT w
