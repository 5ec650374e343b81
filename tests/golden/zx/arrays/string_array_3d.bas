# about: three-dimensional string array
# compare: rows report stop_reason vars
10 DIM s$(2,2,3)
20 LET s$(1,1)="abc": LET s$(2,2)="xy": LET s$(1,2,2)="Z"
30 PRINT s$(1,1);"|";s$(2,2);"|";s$(1,2);"|";s$(1,1,3);"|";s$(2,2,1 TO 2)
