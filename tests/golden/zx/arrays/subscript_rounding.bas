# about: subscripts are rounded to the nearest whole number
# compare: rows report stop_reason vars
10 DIM a(4): FOR i=1 TO 4: LET a(i)=i*11: NEXT i
20 PRINT a(1.4);" ";a(1.5);" ";a(2.49);" ";a(3.5);" ";a(0.5)
30 LET a(2.6)=99: PRINT a(3)
