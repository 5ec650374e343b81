# about: nested string functions and numbers from strings
10 LET a$="Hello World"
20 PRINT LEN a$;" ";CODE a$(7);" ";CHR$ (CODE a$+1)
30 LET u$="": FOR i=1 TO LEN a$: LET c=CODE a$(i): IF c>=97 AND c<=122 THEN LET c=c-32
40 LET u$=u$+CHR$ c: NEXT i: PRINT u$
50 LET r$="": FOR i=LEN a$ TO 1 STEP -1: LET r$=r$+a$(i): NEXT i: PRINT r$
60 PRINT VAL "12"+VAL "3";" ";STR$ 12+STR$ 3;" ";VAL (STR$ 12+STR$ 3)
