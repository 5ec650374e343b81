# about: calling an FN that has no DEF FN is report P
10 DEF FN a(x)=x
20 PRINT FN a(5)
30 PRINT FN b(5)
