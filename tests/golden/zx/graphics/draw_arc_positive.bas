# about: DRAW x,y,a with positive angles: half circle, small and large angles
10 PLOT 20,40: DRAW 60,0,PI
20 PLOT 100,40: DRAW 60,0,1
30 PLOT 180,40: DRAW 60,0,0.1
40 PLOT 40,150: DRAW 0,-30,PI*1.5
50 PRINT AT 0,0;PEEK 23677;",";PEEK 23678
