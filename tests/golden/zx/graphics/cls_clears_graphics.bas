# about: CLS clears drawn pixels and resets COORDS? (PEEK after CLS)
10 PLOT 100,100: DRAW 50,50
20 CLS
30 PRINT PEEK 23677;",";PEEK 23678
40 DRAW 10,10
