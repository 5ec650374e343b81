# about: doubling a string until memory runs out (report 4), printing the passes made
10 LET a$="x": FOR i=1 TO 20: PRINT i;" ";: LET a$=a$+a$: NEXT i
