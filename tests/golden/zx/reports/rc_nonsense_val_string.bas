# about: C Nonsense in BASIC: VAL of an expression giving a string
10 PRINT VAL "2*3"
20 PRINT VAL """x"""
