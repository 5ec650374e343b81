# about: a$(i,j) with RND in both subscripts (FORTRESS's m$(ap,INT (RND*4)+1))
10 RANDOMIZE 18: DIM m$(3,4): LET m$(1)="NSEW": LET m$(2)="nsew": LET m$(3)="1234"
20 FOR k=1 TO 10: LET i$=m$(INT (RND*3)+1,INT (RND*4)+1): PRINT i$;: NEXT k
30 PRINT : PRINT LEN i$;" ";RND
