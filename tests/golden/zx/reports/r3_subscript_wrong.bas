# about: 3 Subscript wrong in the second statement
10 DIM a(2): LET a(3)=1
