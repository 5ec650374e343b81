# about: colour items inside DRAW x,y,a and CIRCLE are temporary: the next PRINT uses the permanent colours
10 INK 1: PAPER 6: CLS
20 PLOT 20,20: DRAW INK 2;BRIGHT 1;100,60,1
30 CIRCLE FLASH 1;INK 4;180,100,30
40 DRAW PAPER 3;OVER 1;-50,-50,-2
50 PRINT AT 0,0;"permanent";AT 1,0;PEEK 23695;" ";PEEK 23696;" ";PEEK 23697
