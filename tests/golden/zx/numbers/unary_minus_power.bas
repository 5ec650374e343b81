# about: unary minus binds looser than ^ (-2^2 is -4)
10 PRINT -2^2;" ";0-2^2;" ";2^-2
20 PRINT -2^-2;" ";-(2^2);" ";-3^3;" ";-2^0.5
30 LET x=3: PRINT -x^2;" ";-x*x;" ";(-x)*(-x);" ";10-x^2
