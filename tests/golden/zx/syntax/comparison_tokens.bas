# about: <>, <= and >= are single tokens
10 PRINT 1<>2;1<=2;1>=2;2<>2;2<=2;2>=2
20 PRINT "a"<>"b";"a"<="a";"b">="c"
