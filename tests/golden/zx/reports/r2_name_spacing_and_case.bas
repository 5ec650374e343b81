# about: names match whatever their spacing and case, until a letter differs: 2 Variable not found
# compare: rows report stop_reason vars
10 LET My Score=5: PRINT myscore;" ";MYSCORE;" ";my sc ore;" ";M y S c o r e
20 PRINT MyScore: PRINT my scores
