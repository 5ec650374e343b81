# about: FLASH and BRIGHT items in PLOT/DRAW (1, and 8 = keep the cell's own); ATTR reads them back
10 PRINT AT 5,0;FLASH 1;"flash";AT 6,0;BRIGHT 1;"bright"
20 PLOT FLASH 8;BRIGHT 8;INK 2;4,130: PLOT BRIGHT 8;INK 3;4,122
30 PLOT FLASH 1;100,100: DRAW BRIGHT 1;30,0
40 PRINT AT 10,0;ATTR (5,0);" ";ATTR (6,0);" ";ATTR (9,12);" ";ATTR (9,15)
