# about: a subscript past the DIM is report 3
10 DIM a(5): LET a(5)=5: PRINT a(5)
20 LET a(6)=1
