# about: a(i,j) with RND in both subscripts: first subscript first
10 RANDOMIZE 15: DIM a(3,4): FOR i=1 TO 3: FOR j=1 TO 4: LET a(i,j)=i*10+j: NEXT j: NEXT i
20 FOR k=1 TO 8: PRINT a(INT (RND*3)+1,INT (RND*4)+1);" ";: NEXT k
30 PRINT : PRINT RND
