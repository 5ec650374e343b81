# about: ATTR (line,column) returns the attribute byte
10 PRINT AT 2,3;INK 2;PAPER 5;"x";AT 3,3;BRIGHT 1;FLASH 1;"y"
20 PRINT ATTR (2,3);" ";ATTR (3,3);" ";ATTR (0,0);" ";ATTR (21,31)
30 POKE 22528+5*32+5,255: PRINT ATTR (5,5)
