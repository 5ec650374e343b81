# about: PEEK in the ROM and POKE into the ROM (ignored)
10 PRINT PEEK 0;" ";PEEK 1;" ";PEEK 2;" ";PEEK 16383
20 LET s=0: FOR i=0 TO 99: LET s=s+PEEK i: NEXT i: PRINT s
30 POKE 0,99: PRINT PEEK 0
40 FOR i=0 TO 7: PRINT PEEK (15616+33*8+i);" ";: NEXT i
