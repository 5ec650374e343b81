# about: drawing in a new INK changes the whole cell, including earlier text
10 PRINT AT 10,10;"TEXT"
20 PLOT INK 2;84,92: DRAW INK 2;20,0
30 PRINT AT 12,0;ATTR (10,10);" ";ATTR (10,11);" ";ATTR (10,12)
