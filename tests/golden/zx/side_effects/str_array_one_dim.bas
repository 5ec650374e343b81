# about: c$(n) of DIM c$(9): a one-dimensional string array's subscript is one character
10 RANDOMIZE 20: DIM c$(9): LET c$="ABCDEFGHI"
20 FOR k=1 TO 8: PRINT c$(INT (RND*9)+1);: NEXT k
30 PRINT : FOR k=1 TO 4: PRINT "[";c$(INT (RND*4)+1 TO INT (RND*4)+5);"]": NEXT k
40 PRINT RND
