# about: VAL evaluates a whole expression in a string
10 LET x=3
20 PRINT VAL "2+3";" ";VAL "1E3";" ";VAL " 12 ";" ";VAL "x*2"
30 PRINT VAL "2^10";" ";VAL "-5";" ";VAL ".5";" ";VAL "(1+2)*3"
40 PRINT VAL "1"+VAL "2";" ";VAL ("1"+"2");" ";VAL STR$ PI=PI
