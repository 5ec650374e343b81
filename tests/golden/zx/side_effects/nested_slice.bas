# about: s$(2 TO 8)(n): a slice of a slice with RND in the second one
10 RANDOMIZE 21: LET s$="abcdefghi"
20 FOR k=1 TO 8: PRINT s$(2 TO 8)(INT (RND*7)+1);: NEXT k
30 PRINT : FOR k=1 TO 4: PRINT "[";s$(INT (RND*3)+1 TO )(INT (RND*3)+1 TO INT (RND*3)+4);"]": NEXT k
40 PRINT RND
