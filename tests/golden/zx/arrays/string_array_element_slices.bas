# about: m$(2,3) and m$(2,2 TO 3): reading and Procrustean assignment into rows
# compare: rows report stop_reason vars
10 DIM m$(3,4)
20 LET m$(1)="ABCD": LET m$(2)="EFGH": LET m$(3)="IJKL"
30 PRINT m$(2,3);" ";m$(2,2 TO 3);" ";m$(3, TO 2);" ";m$(1,3 TO )
40 LET m$(2,3)="x": LET m$(1,2 TO 3)="yz": LET m$(3,2 TO 4)="Q"
50 PRINT m$(1);"|";m$(2);"|";m$(3);"|"
60 LET m$(2, TO 2)="12345": PRINT m$(2)
