# about: INK/PAPER 8 (transparent) and 9 (contrast)
10 PAPER 1: CLS
20 PRINT INK 9;"contrast on blue"
30 PRINT AT 2,0;PAPER 6;"yellow"
40 PRINT AT 2,0;PAPER 8;INK 0;"trans"
50 PAPER 6: PRINT AT 4,0;INK 9;"contrast on yellow"
60 PRINT AT 6,0;BRIGHT 8;FLASH 8;"keep"
