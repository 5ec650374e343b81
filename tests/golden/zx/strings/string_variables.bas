# about: one-letter string names, case-insensitive
# compare: rows report stop_reason vars
10 LET a$="lower": LET B$="upper"
20 PRINT A$;" ";b$
30 LET A$="changed": PRINT a$
40 LET z$="": LET y$=a$+b$
