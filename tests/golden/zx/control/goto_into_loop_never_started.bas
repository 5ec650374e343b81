# about: GO TO past a FOR that never ran: NEXT finds no loop
10 GO TO 30
20 FOR i=1 TO 3
30 PRINT "in"
40 NEXT i
