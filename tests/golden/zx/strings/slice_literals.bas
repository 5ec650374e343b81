# about: slicing a string literal or a parenthesised string expression directly
10 PRINT "abc"(2);"|";"abcdef"(2 TO 3);"|";"hello"( TO 2);"|";"hello"(4 TO )
20 LET a$="ab": LET b$="cdef"
30 PRINT (a$+b$)(3 TO 5);"|";(a$+b$)(2);"|";(STR$ 12345)(2 TO 3)
40 PRINT CHR$ 65+"BC"(2);"|";"xyz"(LEN "ab")
