# about: DEF FN with conditions and the AND idiom for strings
10 DEF FN m(a,b)=a*(a>=b)+b*(b>a)
20 DEF FN y$(b)="yes" AND b
30 PRINT FN m(3,8);" ";FN m(9,2);" ";FN y$(1);"|";FN y$(0);"|"
