# about: a(i,j,k) with RND in three subscripts
10 RANDOMIZE 16: DIM a(2,3,4)
20 FOR i=1 TO 2: FOR j=1 TO 3: FOR k=1 TO 4: LET a(i,j,k)=i*100+j*10+k: NEXT k: NEXT j: NEXT i
30 FOR n=1 TO 8: PRINT a(INT (RND*2)+1,INT (RND*3)+1,INT (RND*4)+1);" ";: NEXT n
40 PRINT : PRINT RND
