# about: permanent PAPER/BRIGHT/FLASH do not reach plotted cells (they keep theirs), but PLOT's own PAPER/BRIGHT/FLASH items do; permanent INK does
10 PRINT PAPER 2;AT 20,1;" ";AT 20,3;" ";AT 20,5;" "
20 PAPER 5: BRIGHT 1: FLASH 1: INK 1: PLOT 10,10
30 PLOT PAPER 6;BRIGHT 0;FLASH 0;26,10
40 PAPER 7: BRIGHT 0: FLASH 0: INK 0: PLOT PAPER 3;FLASH 1;42,10
50 PRINT AT 0,0;ATTR (20,1);" ";ATTR (20,3);" ";ATTR (20,5)
