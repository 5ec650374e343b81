# about: drawing the same line twice with OVER 1 erases it; crossing lines
10 PLOT 10,10: DRAW 200,100
20 PLOT 10,10: DRAW OVER 1;200,100
30 PLOT 10,150: DRAW 200,0
40 PLOT 100,170: DRAW OVER 1;0,-90
