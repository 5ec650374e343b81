# about: subscripts inside subscripts: a(b(n)) and s$(a(n)) with RND innermost
10 RANDOMIZE 25: DIM a(5): DIM b(5): LET s$="vwxyz"
20 FOR i=1 TO 5: LET a(i)=6-i: LET b(i)=i*i: NEXT i
30 FOR k=1 TO 6: PRINT b(a(INT (RND*5)+1));s$(a(INT (RND*5)+1));" ";: NEXT k
40 PRINT : PRINT RND
