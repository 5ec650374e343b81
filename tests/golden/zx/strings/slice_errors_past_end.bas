# about: a slice past the end is report 3 (but m>n is just an empty slice)
10 LET a$="hello": PRINT a$(4 TO 5);"|";a$(7 TO 3);"|"
20 PRINT a$(3 TO 6)
