# about: calling FN with the wrong number of arguments is report Q
10 DEF FN a(x,y)=x+y
20 PRINT FN a(1,2)
30 PRINT FN a(1)
