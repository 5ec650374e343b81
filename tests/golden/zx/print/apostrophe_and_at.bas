# about: ' after AT moves to the next line start
10 PRINT AT 5,5;"a"'"b"
20 PRINT AT 10,30;"c"'
30 PRINT "d"
