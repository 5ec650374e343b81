# about: C Nonsense in BASIC: VAL of a malformed expression
10 PRINT VAL "1+1"
20 PRINT VAL "1+"
