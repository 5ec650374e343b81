# about: a$(i,s TO e) with RND in the row and both ends of the slice
10 RANDOMIZE 19: DIM a$(3,6): LET a$(1)="abcdef": LET a$(2)="ghijkl": LET a$(3)="mnopqr"
20 FOR k=1 TO 8: PRINT "[";a$(INT (RND*3)+1,INT (RND*3)+1 TO INT (RND*3)+4);"]": NEXT k
30 PRINT RND
