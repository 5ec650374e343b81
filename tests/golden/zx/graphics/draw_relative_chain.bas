# about: a polyline of relative DRAWs starting from PLOT
10 PLOT 20,80
20 FOR i=1 TO 10: DRAW 20,(i-5)*3: NEXT i
30 PRINT AT 0,0;PEEK 23677;",";PEEK 23678
