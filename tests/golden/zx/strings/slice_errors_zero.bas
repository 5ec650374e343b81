# about: a$(0) is a subscript error
10 LET a$="hello": PRINT a$(1)
20 PRINT a$(0)
