# about: INK/PAPER/BRIGHT/FLASH as statements set the permanent colours (used by CLS)
10 INK 1: PAPER 6: BRIGHT 1
20 PRINT "blue on yellow"
30 CLS
40 PRINT "after cls"
50 FLASH 1: PRINT "flashing": FLASH 0
60 INK 2: PRINT INK 4;"temp green";" red"
