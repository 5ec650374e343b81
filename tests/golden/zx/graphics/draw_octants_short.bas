# about: short DRAW lines (1 to 3 pixels) in all eight directions
10 LET y=150: FOR i=1 TO 8: READ dx,dy: PLOT 16+28*i,y: DRAW dx,dy: NEXT i
20 LET y=100: FOR i=1 TO 8: READ dx,dy: PLOT 16+28*i,y: DRAW dx,dy: NEXT i
30 DATA 3,1,1,3,-1,3,-3,1,-3,-1,-1,-3,1,-3,3,-1
40 DATA 2,0,0,2,-2,0,0,-2,1,1,-1,1,-1,-1,1,-1
