# about: a parameter hides a global of the same name; other globals are seen at call time
10 LET x=100: LET k=2
20 DEF FN f(x)=x*k
30 PRINT FN f(3);" ";x
40 LET k=10: PRINT FN f(3)
50 DEF FN g(y)=x+y: PRINT FN g(1)
