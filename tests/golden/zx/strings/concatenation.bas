# about: + joins strings; building a long string in a loop
10 LET a$="ab": LET b$="cd"
20 PRINT a$+b$;"|";""+"x";"|";a$+""+b$+a$;"|";LEN (a$+b$)
30 LET c$="": FOR i=1 TO 40: LET c$=c$+CHR$ (64+i-26*INT ((i-1)/26)): NEXT i
40 PRINT c$
50 PRINT LEN c$;" ";c$(40);" ";("x"+"y")+("z"+"w")
