# about: 2 Variable not found with the line and statement of the use
10 LET a=1
20 PRINT a
30 PRINT a: PRINT b
