# about: DEFFN, def fn and FNa( written without spaces
10 DEFFN a(x)=x*2
20 def fn b(y)=y+1
30 PRINT FNa(4);" ";fn b(4);" ";FN a(FNb(1))
