# about: read three keys, waiting for each to be released
# keys: inkey:a, inkey:b, inkey:c
10 FOR i=1 TO 3
20 LET k$=INKEY$: IF k$="" THEN GO TO 20
30 PRINT i;" ";k$
40 IF INKEY$<>"" THEN GO TO 40
50 NEXT i
