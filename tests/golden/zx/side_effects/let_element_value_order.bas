# about: LET a(n)=RND: is the target's subscript evaluated before the value?
10 RANDOMIZE 28: DIM a(6)
20 FOR k=1 TO 6: LET a(INT (RND*6)+1)=INT (RND*100): NEXT k
30 FOR i=1 TO 6: PRINT a(i);" ";: NEXT i
40 PRINT : PRINT RND
