# about: a printed character's pixel rows read back from the display file
10 PRINT "A"
20 FOR i=0 TO 7: PRINT AT 2+i,0;PEEK (16384+256*i): NEXT i
