# about: LET c$(n)="#" on DIM c$(9) with RND in the index
10 RANDOMIZE 32: DIM c$(9): LET c$="ABCDEFGHI"
20 FOR k=1 TO 4: LET c$(INT (RND*9)+1)="#": PRINT c$: NEXT k
30 PRINT RND
