# about: using a 2-D array with one subscript is report 3
10 DIM a(3,3): LET a(1,2)=12: PRINT a(1,2)
20 PRINT a(1)
