# about: READ into array elements and string array rows (as in FORTRESS)
# compare: rows report stop_reason vars
10 DIM p(3,2): DIM l$(3,4)
20 RESTORE 100: FOR j=1 TO 3: READ p(j,1),p(j,2): NEXT j
30 FOR j=1 TO 3: READ l$(j): NEXT j
40 FOR j=1 TO 3: PRINT p(j,1);",";p(j,2);" ";l$(j): NEXT j
100 DATA 1,12,1,18,3,6
110 DATA "BCDF","AD","ABCDEFGH"
