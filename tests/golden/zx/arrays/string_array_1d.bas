# about: DIM a$(5) is a single fixed-length string of 5 characters
# compare: rows report stop_reason vars
10 DIM a$(5)
20 PRINT "[";a$;"] ";LEN a$
30 LET a$="hi": PRINT "[";a$;"]"
40 LET a$="longer string": PRINT "[";a$;"]"
50 LET a$(2)="X": PRINT "[";a$;"] ";a$(4 TO )
