# about: LET s$(a TO b)="**" with RND in both ends (Procrustean assignment)
10 RANDOMIZE 26: LET s$="........."
20 FOR k=1 TO 5: LET s$(INT (RND*5)+1 TO INT (RND*4)+5)="*+": PRINT s$: NEXT k
30 PRINT RND
