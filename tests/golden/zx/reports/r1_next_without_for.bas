# about: 1 NEXT without FOR in the third statement
10 LET i=1: PRINT i: NEXT i
