# about: FN names are case-insensitive letters
10 DEF FN A(X)=X+1
20 PRINT FN a(1);" ";FN A(2)
