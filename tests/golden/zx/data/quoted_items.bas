# about: strings in DATA, with commas and quotes inside
# compare: rows report stop_reason vars
10 READ a$,b$,c$,d$
20 PRINT a$;"|";b$;"|";c$;"|";d$;"|"
30 DATA "hello","with, comma","say ""hi""",""
