# about: INVERSE 1 and OVER 1 in PRINT: inverse glyphs, OVER erasing text
# compare: rows report stop_reason attrs border bitmap
10 PRINT INVERSE 1;"inverse";INVERSE 0;" normal"
20 PRINT AT 3,0;"over"
30 PRINT AT 3,0;OVER 1;"over"
40 PRINT AT 4,0;"AB";AT 4,0;OVER 1;"__"
50 PRINT AT 6,0;INVERSE 1;"X";AT 6,1;INVERSE 1;OVER 1;"X"
