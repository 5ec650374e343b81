# about: a$(2,n) of DIM a$(3,5): the last subscript picks one character, evaluated once
10 RANDOMIZE 7: DIM a$(3,5): LET a$(2)="abcde"
20 FOR k=1 TO 8: PRINT a$(2,INT (RND*5)+1);: NEXT k
30 PRINT : PRINT RND
