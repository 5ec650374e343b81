# about: a string argument for a numeric parameter is report Q
10 DEF FN a(x)=x*2
20 PRINT FN a(4)
30 PRINT FN a("x")
