# about: 1E38*10 overflows: report 6
10 LET a=1E38
20 PRINT a
30 PRINT a*10
40 PRINT "not reached"
