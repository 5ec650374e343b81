# about: FN calling FN, and recursion through an argument
10 DEF FN a(x)=x+1
20 DEF FN b(x)=FN a(x)*2
30 DEF FN c(x,y)=FN b(x)+FN a(y)
40 PRINT FN a(1);" ";FN b(1);" ";FN c(1,10);" ";FN a(FN a(FN a(0)))
