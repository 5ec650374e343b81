# about: DIM a$(3,5): each element is exactly 5 characters (padded or cut)
# compare: rows report stop_reason vars
10 DIM a$(3,5)
20 LET a$(1)="hi": LET a$(2)="toolongvalue": LET a$(3)="exact"
30 PRINT a$(1);"|";a$(2);"|";a$(3);"|"
40 PRINT LEN a$(1);" ";a$(2,3);" ";a$(2,2 TO 3);"|";a$(3, TO 2);"|";a$(1,3);"|"
50 PRINT a$(1)="hi";a$(1)="hi   ";a$(2)="toolo"
