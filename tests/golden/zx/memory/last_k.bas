# about: LAST_K (23560) holds the code of the last key pressed
# keys: inkey:g
10 IF INKEY$="" THEN GO TO 10
20 PRINT PEEK 23560;" ";CHR$ PEEK 23560
