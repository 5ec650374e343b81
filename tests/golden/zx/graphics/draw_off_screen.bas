# about: a DRAW leaving the screen stops with report B after drawing what fits
10 PLOT 200,100
20 DRAW 100,50
