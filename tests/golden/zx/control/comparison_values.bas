# about: comparisons as numbers: 0 and 1 in arithmetic
10 LET a=3
20 PRINT (a=3);" ";(a<>3);" ";(a>2)*10;" ";(a<2)+(a<4)+(a<6)
30 LET x=10+(a=3)*5-(a>5)*3: PRINT x
40 PRINT "abc"="abc";" ";("a"<"b")+1;" ";NOT "a"="b"
