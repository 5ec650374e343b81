# about: IF/THEN with several statements: all skipped when false
10 LET a=1: LET b=2
20 IF a=1 THEN PRINT "1t";: PRINT "1u";: PRINT "1v"
30 IF a=2 THEN PRINT "2t": PRINT "2u"
40 PRINT "after"
50 IF b THEN PRINT "b is true"
60 IF 0 THEN PRINT "zero": PRINT "never"
70 IF a=1 THEN IF b=2 THEN PRINT "nested"
80 IF a=1 THEN IF b=3 THEN PRINT "no": PRINT "no either"
90 PRINT "end"
