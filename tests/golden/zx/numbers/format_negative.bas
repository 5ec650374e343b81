# about: PRINT of negative numbers and minus zero
10 PRINT -1,-0.5
20 PRINT -1E-5,-1E10
30 PRINT -0,-1/3
40 PRINT 0*-1,-(1-1)
50 PRINT -65535,-65536
