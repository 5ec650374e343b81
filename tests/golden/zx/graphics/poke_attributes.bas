# about: POKEs into the attribute area colour cells
10 PRINT AT 0,0;"colour"
20 FOR i=0 TO 7: POKE 22528+i,i*8: NEXT i
30 POKE 22528+32*21+31,2+64: POKE 22528+32*10,128+16+7
40 PRINT AT 12,0;PEEK 22528;" ";PEEK 22531;" ";PEEK 23263
