# about: a report after the screen has scrolled
10 FOR i=1 TO 25: PRINT i: NEXT i
20 PRINT q
