# about: DIM a$ and a simple a$: the newer one wins the name
# compare: rows report stop_reason vars
10 LET a$="simple": PRINT a$
20 DIM a$(2,3): LET a$(1)="arr": PRINT a$(1)
30 LET a$="again": PRINT a$
40 PRINT a$(2)
