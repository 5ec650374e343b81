# about: STR$ of a number between -1 and 1 leaves a zero on the calculator stack; -65536 (NEG_ZERO) is true in IF/AND/OR/NOT
10 PRINT "2"+STR$ 0.5;"|";"0.5"=STR$ 0.5;"|";STR$ 0.5="0.5";"|";"2"+STR$ 5
20 LET a=-65535-1: IF a THEN PRINT "true"
30 PRINT NOT a; a AND 1; 0 OR a
