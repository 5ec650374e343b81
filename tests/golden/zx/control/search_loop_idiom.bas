# about: FOR j=1 TO 4: IF g(j)<>k THEN NEXT j (FORTRESS's search idiom)
10 DIM g(4): LET g(1)=3: LET g(2)=9: LET g(3)=5: LET g(4)=9
20 LET k=9: FOR j=1 TO 4: IF g(j)<>k THEN NEXT j
30 PRINT "found at ";j
40 LET k=7: FOR j=1 TO 4: IF g(j)<>k THEN NEXT j
50 PRINT "not found: j=";j
