# about: 2 Variable not found for a string variable, with a long line of statements
10 LET a$="x": LET b$="y": LET c$="z": PRINT a$;b$;c$: PRINT d$
