# about: an arc that bulges off the screen stops with report B after drawing part of it
10 PLOT 60,120: DRAW 0,40,2*PI-0.5
