# about: LET m$(j)=l$(j) copies whole rows between string arrays (as in FORTRESS)
# compare: rows report stop_reason vars
10 DIM l$(3,4): DIM m$(3,4)
20 LET l$(1)="BCDF": LET l$(2)="AD": LET l$(3)="ABCDEFG"
30 FOR j=1 TO 3: LET m$(j)=l$(j): NEXT j
40 LET m$(2,1)="*"
50 FOR j=1 TO 3: PRINT m$(j);"|";l$(j);"|": NEXT j
60 PRINT m$(1)=l$(1);m$(2)=l$(2);m$(2,2)="D"
