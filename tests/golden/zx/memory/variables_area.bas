# about: the bytes of variables in the VARS area
10 LET a=1: LET b$="hi"
20 LET v=PEEK 23627+256*PEEK 23628
30 FOR i=0 TO 17: PRINT PEEK (v+i);" ";: NEXT i
