# about: text printed over a line; cells mixing text and lines decode as unknown
10 PLOT 0,171: DRAW 255,0
20 PRINT AT 0,0;"over the line"
30 PRINT AT 1,0;"clean row"
40 PRINT AT 0,20;OVER 1;"xor"
