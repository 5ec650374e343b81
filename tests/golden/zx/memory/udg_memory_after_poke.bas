# about: POKE USR "b" changes the UDG bytes, which PEEK returns
10 FOR i=0 TO 7: POKE USR "b"+i,i*i: NEXT i
20 FOR i=0 TO 7: PRINT PEEK (USR "b"+i);" ";: NEXT i
30 PRINT : PRINT PEEK (USR "a");" ";PEEK (USR "c"-1)
