# about: DRAW x,y,a with negative angles curves the other way
10 PLOT 20,100: DRAW 60,0,-PI
20 PLOT 100,100: DRAW 60,0,-1
30 PLOT 180,100: DRAW 60,30,-PI/2
40 PLOT 200,20: DRAW -80,20,3
