# about: LET a$(i,s TO e)="**" with RND in the row and both ends
10 RANDOMIZE 31: DIM a$(3,6)
20 FOR k=1 TO 4: LET a$(INT (RND*3)+1,INT (RND*3)+1 TO INT (RND*3)+3)="*+*": NEXT k
30 PRINT "[";a$(1);"][";a$(2);"][";a$(3);"]"
40 PRINT RND
