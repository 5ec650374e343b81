# about: two-dimensional numeric array
# compare: rows report stop_reason vars
10 DIM b(3,4)
20 FOR i=1 TO 3: FOR j=1 TO 4: LET b(i,j)=i*10+j: NEXT j: NEXT i
30 PRINT b(1,1);" ";b(2,3);" ";b(3,4);" ";b(3,1)
40 LET s=0: FOR i=1 TO 3: FOR j=1 TO 4: LET s=s+b(i,j): NEXT j: NEXT i: PRINT s
