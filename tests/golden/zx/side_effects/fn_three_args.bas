# about: FN g$(s$,n,m) with RND in a string and two numeric arguments
10 RANDOMIZE 43: LET s$="abcdefghi": DEF FN g$(a$,n,m)=a$(n TO m)
20 FOR k=1 TO 6: PRINT "[";FN g$(s$(INT (RND*3)+1 TO ),INT (RND*3)+1,INT (RND*3)+3);"]": NEXT k
30 PRINT RND
