# about: a(n) with RND in the subscript
10 RANDOMIZE 14: DIM a(6): FOR i=1 TO 6: LET a(i)=i*i: NEXT i
20 FOR k=1 TO 8: PRINT a(INT (RND*6)+1);" ";: NEXT k
30 PRINT : PRINT RND
