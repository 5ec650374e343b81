# about: LET a$(i)="xy" with RND in the row subscript
10 RANDOMIZE 27: DIM a$(4,3)
20 FOR k=1 TO 5: LET a$(INT (RND*4)+1)=STR$ k: NEXT k
30 PRINT "[";a$(1);"][";a$(2);"][";a$(3);"][";a$(4);"]"
40 PRINT RND
