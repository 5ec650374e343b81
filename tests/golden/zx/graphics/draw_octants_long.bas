# about: long DRAW lines from the centre into all eight octants
10 FOR i=1 TO 8: READ dx,dy: PLOT 128,88: DRAW dx,dy: NEXT i
20 DATA 120,40,40,80,-40,80,-120,40,-120,-40,-40,-80,40,-80,120,-40
