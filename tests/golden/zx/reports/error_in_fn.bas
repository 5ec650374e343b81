# about: a report while evaluating FN names the line of the call
10 DEF FN f(x)=1/x
20 PRINT FN f(2)
30 PRINT FN f(0)
