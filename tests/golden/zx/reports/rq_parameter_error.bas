# about: Q Parameter error: too many arguments
10 DEF FN f(a)=a
20 PRINT FN f(1,2)
