# about: POKE USR "a"+j redefines a UDG; PRINT shows the new shape
10 FOR j=0 TO 7: READ v: POKE USR "a"+j,v: NEXT j
20 PRINT "[UDG-A][UDG-B]";CHR$ 144;" ";USR "a";" ";USR "b"
30 PRINT PEEK USR "a";" ";PEEK (USR "a"+7)
40 DATA 24,60,126,255,255,126,60,24
