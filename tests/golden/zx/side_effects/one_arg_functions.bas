# about: CODE, LEN, CHR$, STR$, INT, ABS, SGN of expressions with RND: each evaluated once
10 RANDOMIZE 47: LET s$="abcdefghi"
20 FOR k=1 TO 4: PRINT CODE s$(INT (RND*9)+1);" ";LEN s$(INT (RND*9)+1 TO );" ";CHR$ (65+INT (RND*26));" ";STR$ INT (RND*10);" ";ABS (INT (RND*10)-5);SGN (RND-.5): NEXT k
30 PRINT RND
