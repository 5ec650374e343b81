# about: ("xyz"+"uvw")(a TO b) and (s$)(a TO): slicing bracketed expressions with RND in the ends
10 RANDOMIZE 23: LET s$="pqrstu"
20 FOR k=1 TO 5: PRINT "[";("xyz"+"uvw")(INT (RND*3)+1 TO INT (RND*3)+4);"]";(s$)(INT (RND*6)+1 TO ): NEXT k
30 PRINT RND
