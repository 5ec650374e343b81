# about: subscript 0 is report 3
10 DIM a(5): LET a(1)=1: PRINT a(1)
20 PRINT a(0)
