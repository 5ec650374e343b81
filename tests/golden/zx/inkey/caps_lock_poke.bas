# about: POKE 23658,8 (CAPS LOCK) makes INKEY$ give capitals
# keys: inkey:a, inkey:b
10 LET k$=INKEY$: IF k$="" THEN GO TO 10
20 PRINT k$
30 IF INKEY$<>"" THEN GO TO 30
40 POKE 23658,8
50 LET k$=INKEY$: IF k$="" THEN GO TO 50
60 PRINT k$;" ";PEEK 23658
