# about: a$(i) of DIM a$(4,5): one subscript picks a row, RND evaluated once
10 RANDOMIZE 17: DIM a$(4,5): LET a$(1)="one": LET a$(2)="two": LET a$(3)="three": LET a$(4)="four"
20 FOR k=1 TO 8: PRINT "[";a$(INT (RND*4)+1);"]": NEXT k
30 PRINT RND
