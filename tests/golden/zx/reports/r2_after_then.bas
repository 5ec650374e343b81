# about: statement numbers count the IF, and statements after THEN
10 LET a=1
20 IF a=1 THEN PRINT "yes": PRINT nosuch
