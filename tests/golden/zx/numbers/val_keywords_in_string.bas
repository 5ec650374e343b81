# about: VAL "PI" holds letters, not the PI token, so it looks up a variable
10 PRINT VAL "SQR 4"
