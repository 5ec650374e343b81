# about: string array subscript errors give report 3 in the right statement
10 DIM m$(2,3): LET m$(1)="abc": PRINT m$(1,3): PRINT m$(2,1 TO 3);"|"
20 PRINT m$(1,2 TO 4)
