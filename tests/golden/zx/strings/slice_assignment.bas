# about: Procrustean assignment into slices: padded with spaces or truncated
10 LET a$="abcdefgh"
20 LET a$(2 TO 3)="XY": PRINT a$
30 LET a$(2 TO 4)="Z": PRINT a$;"|"
40 LET a$(5)="1234": PRINT a$
50 LET a$( TO 2)="12345": PRINT a$
60 LET a$(7 TO )="------": PRINT a$;" ";LEN a$
70 LET a$(4 TO 3)="zz": PRINT a$
