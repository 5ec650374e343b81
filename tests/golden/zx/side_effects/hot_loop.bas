# about: statements run 100 times (the generated-code tier): RND in subscripts, slices, AND and IF
10 RANDOMIZE 74: DIM a(5): LET s$="abcde": LET t=0: LET c=0: LET w$=""
20 FOR i=1 TO 5: LET a(i)=i: NEXT i
30 FOR k=1 TO 100
40 LET t=t+a(INT (RND*5)+1)
50 IF s$(INT (RND*5)+1)="c" THEN LET c=c+1
60 LET a(INT (RND*5)+1)=INT (RND*9)
70 LET x=(INT (RND*5)) AND (RND>.5)
80 IF x=INT (RND*5) OR x<>INT (RND*5) THEN LET w$=w$(2 TO )+s$(INT (RND*5)+1 TO INT (RND*5)+1)
90 NEXT k
100 PRINT t;" ";c;" ";x;" ";w$: FOR i=1 TO 5: PRINT a(i);" ";: NEXT i: PRINT : PRINT RND
