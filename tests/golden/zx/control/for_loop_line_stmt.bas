# about: NEXT jumps back to the statement after FOR, even in a later line
10 PRINT "a";: FOR i=1 TO 3: PRINT "b";
20 PRINT "c";: NEXT i: PRINT "d"
30 FOR j=1 TO 2: PRINT "e";: GO SUB 100: NEXT j: PRINT
40 STOP
100 PRINT "f";: RETURN
