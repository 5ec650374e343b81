# about: arc angles beyond a full turn
10 PLOT 60,80: DRAW 40,0,3*PI
20 PLOT 160,80: DRAW 40,0,10
