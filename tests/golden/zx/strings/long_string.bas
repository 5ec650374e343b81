# about: a 300-character string wraps across lines
10 LET a$="": FOR i=1 TO 30: LET a$=a$+"0123456789": NEXT i
20 PRINT LEN a$
30 PRINT a$
40 PRINT a$(295 TO );"|"
