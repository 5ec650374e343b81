# about: array elements inside expressions, subscripts from expressions and arrays
10 DIM p(5): DIM q(5)
20 FOR i=1 TO 5: LET p(i)=6-i: LET q(i)=i*i: NEXT i
30 PRINT q(p(1));" ";p(q(2));" ";q(p(p(2)));" ";p(2)*q(3)-p(5)
40 PRINT q(INT 2.9+1);" ";p(LEN "abc");" ";q(CODE "A"-63)
