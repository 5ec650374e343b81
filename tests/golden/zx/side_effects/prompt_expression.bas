# about: INPUT ("n"+STR$ RND+":");a: a bracketed prompt with RND is evaluated once
# input: 5
# input: 6
10 RANDOMIZE 69
20 FOR k=1 TO 2: INPUT ("n"+STR$ INT (RND*100)+":");a: PRINT a;" ";INT (RND*100): NEXT k
30 PRINT RND
