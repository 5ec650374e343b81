# about: a$(i)(n): a row of a string array, then sliced, with RND in both
10 RANDOMIZE 22: DIM a$(3,5): LET a$(1)="abcde": LET a$(2)="fghij": LET a$(3)="klmno"
20 FOR k=1 TO 8: PRINT a$(INT (RND*3)+1)(INT (RND*5)+1);: NEXT k
30 PRINT : PRINT RND
