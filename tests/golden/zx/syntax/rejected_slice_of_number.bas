# about: STR$ 12345(2 TO 3) slices the number 12345: refused
# expect-rejected
10 PRINT (STR$ 12345)(2 TO 3)
20 PRINT STR$ 12345(2 TO 3)
