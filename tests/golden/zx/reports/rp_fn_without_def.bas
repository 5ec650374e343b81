# about: P FN without DEF inside an expression
10 LET x=2: PRINT x+FN z(x)
