# about: arcs of several turns use many straight pieces: 136 for DRAW 30,30,20 and the cap of 252 for DRAW 10,0,200
10 PLOT 60,88: DRAW 100,0,-3.5
20 PLOT 100,88: DRAW 30,30,20
30 PLOT 128,20: DRAW 10,0,200
40 PRINT AT 0,0;PEEK 23677;",";PEEK 23678
