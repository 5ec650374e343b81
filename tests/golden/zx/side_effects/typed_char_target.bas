# about: INPUT s$(RND): a one-character target with RND in its index
# input: X
# input: Y
10 RANDOMIZE 72: LET s$="........."
20 FOR k=1 TO 2: INPUT s$(INT (RND*9)+1): NEXT k
30 PRINT s$: PRINT RND
