# about: DIM a(n) makes n zeros; elements assigned and read back
# compare: rows report stop_reason vars
10 DIM a(5)
20 PRINT a(1);" ";a(5)
30 FOR i=1 TO 5: LET a(i)=i*i: NEXT i
40 PRINT a(1);" ";a(3);" ";a(5);" ";a(2)+a(4)
50 LET a(3)=a(3)/2: PRINT a(3)
