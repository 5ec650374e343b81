# about: arcs too small to curve fall back to straight lines (DRAW 1,1,PI etc.); arcs of whole turns are lines
10 PLOT 10,150: DRAW 1,1,PI: DRAW 2,0,PI: DRAW 0.4,0.3,3: DRAW 0.6,0,6
20 PLOT 40,150: DRAW 3,3,PI: DRAW 4,0,-PI
30 PLOT 60,120: DRAW 40,20,2*PI: PLOT 110,120: DRAW 40,20,4*PI
40 PLOT 160,120: DRAW 40,20,1E-9: PLOT 10,60: DRAW 50,0,0.01
50 PRINT AT 20,0;PEEK 23677;",";PEEK 23678
