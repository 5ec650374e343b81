# about: horizontal, vertical and 45-degree lines; the end point becomes the new position
10 PLOT 10,10: DRAW 200,0: DRAW 0,150: DRAW -200,0: DRAW 0,-150
20 DRAW 150,150: PLOT 10,160: DRAW 150,-150
30 PRINT AT 0,0;PEEK 23677;",";PEEK 23678
