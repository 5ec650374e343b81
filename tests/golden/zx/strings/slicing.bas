# about: slices a$(m TO n), a$( TO n), a$(m TO ), a$(n), empty slices
10 LET a$="abcdefgh"
20 PRINT a$(2 TO 4);"|";a$( TO 3);"|";a$(6 TO );"|";a$(3);"|";a$( TO );"|"
30 PRINT a$(5 TO 4);"|";a$(8 TO 8);"|";a$(1 TO 8);"|";a$(9 TO 8);"|";LEN a$(5 TO 4)
40 LET n=3: PRINT a$(n TO n+2);"|";a$(LEN a$);"|";a$(n*2);"|";a$(10 TO 2);"|"
50 PRINT a$(2.5);a$(2.4);"|";a$(1.5 TO 3.4);"|";a$(0.5);"|"
