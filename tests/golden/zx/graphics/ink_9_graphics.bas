# about: INK 9 in PLOT picks black or white ink by contrast with each cell's paper; PAPER 9 in PLOT is ignored
10 FOR p=0 TO 7: PRINT AT 0,p*4;PAPER p;"    ": NEXT p
20 FOR p=0 TO 7: PLOT INK 9;p*32+5,172: NEXT p
30 PLOT PAPER 9;INK 2;10,100
40 PRINT AT 5,0;ATTR (0,0);" ";ATTR (0,4);" ";ATTR (0,28);" ";ATTR (9,1)
