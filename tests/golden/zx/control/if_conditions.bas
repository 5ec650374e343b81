# about: conditions with AND/OR/NOT and strings, as numbers
10 LET a=5: LET a$="yes"
20 IF a>3 AND a<10 THEN PRINT "in range"
30 IF a<3 OR a$="yes" THEN PRINT "or"
40 IF NOT a=4 THEN PRINT "not four"
60 IF 0.5 THEN PRINT "half true"
70 IF -1 THEN PRINT "minus true"
80 IF a$>"no" THEN PRINT "string compare"
90 IF (a=5)+(a=6)=1 THEN PRINT "sum of conditions"
