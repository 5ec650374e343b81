# about: LET a(i,j)=RND: both subscripts and the value, in the ROM's order
10 RANDOMIZE 29: DIM a(3,3)
20 FOR k=1 TO 6: LET a(INT (RND*3)+1,INT (RND*3)+1)=INT (RND*100): NEXT k
30 FOR i=1 TO 3: FOR j=1 TO 3: PRINT a(i,j);" ";: NEXT j: PRINT : NEXT i
40 PRINT RND
