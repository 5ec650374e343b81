# about: inside a string TO is two letters, not the token, so VAL$ "a$(2 TO 3)" is nonsense
10 LET a$="hello": PRINT VAL$ "a$(2)"
20 PRINT VAL$ "a$(2 TO 3)"
