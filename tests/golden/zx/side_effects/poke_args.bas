# about: POKE RND,RND: the address first, then the value
10 RANDOMIZE 66
20 FOR k=1 TO 8: POKE 23296+INT (RND*8),INT (RND*256): NEXT k
30 FOR j=0 TO 7: PRINT PEEK (23296+j);" ";: NEXT j
40 PRINT : PRINT RND
