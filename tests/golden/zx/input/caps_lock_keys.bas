# about: CAPS LOCK set by POKE 23658,8, then letters typed key by key into INPUT and read by INKEY$
# keys: wait:a,wait:B,wait:c,wait:ENTER,inkey:d
10 POKE 23658,8: INPUT a$: PRINT a$;" ";CODE a$
20 IF INKEY$<>"" THEN GO TO 20
30 LET k$=INKEY$: IF k$="" THEN GO TO 30
40 PRINT k$
