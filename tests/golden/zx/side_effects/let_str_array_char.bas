# about: LET a$(i,j)="*" with RND in both subscripts
10 RANDOMIZE 7: DIM a$(3,5)
20 FOR k=1 TO 5: LET a$(INT (RND*3)+1,INT (RND*5)+1)="*": NEXT k
30 PRINT "[";a$(1);"][";a$(2);"][";a$(3);"]"
40 PRINT RND
