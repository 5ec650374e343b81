# about: DIM again replaces the array with a new one full of zeros
# compare: rows report stop_reason vars
10 DIM a(3): LET a(1)=5: LET a(3)=7
20 PRINT a(1);" ";a(3)
30 DIM a(5): PRINT a(1);" ";a(3);" ";a(5)
40 DIM a$(2,2): LET a$(1)="zz": DIM a$(3): PRINT "[";a$;"]"
