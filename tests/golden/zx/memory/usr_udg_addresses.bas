# about: USR "a".."u" give the UDG addresses; the UDGs start as copies of A..U
10 PRINT USR "a";" ";USR "b";" ";USR "u";" ";USR "A"
20 FOR i=0 TO 7: PRINT PEEK (USR "a"+i);" ";: NEXT i
30 PRINT : FOR i=0 TO 7: PRINT PEEK (15616+33*8+i);" ";: NEXT i
