# about: PLOT -1,5 is not an error: the sign of the coordinate is dropped (plots at 1,5)
10 PLOT 5,5
20 PLOT -1,5: PLOT 10,-3
30 PRINT PEEK 23677;",";PEEK 23678
