# about: statement numbers across nested IFs
10 LET a=1: LET b=1
20 IF a THEN IF b THEN PRINT "in": PRINT zz
