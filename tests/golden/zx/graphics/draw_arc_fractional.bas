# about: arcs with fractional distances and angles: every intermediate point is rounded from the exact path
10 PLOT 30,30: DRAW 100.7,40.3,1.234
20 PLOT 200,100: DRAW -80.4,-20.6,-2.5
30 PLOT 120,160: DRAW 0.5,-60.5,3.14
40 PLOT 20,160: DRAW 60,-0.4,-0.7: DRAW -30,-30,2.5
50 PRINT AT 20,0;PEEK 23677;",";PEEK 23678
