# about: 9 STOP statement inside a FOR loop
10 FOR i=1 TO 5: PRINT i: IF i=3 THEN STOP
20 NEXT i
