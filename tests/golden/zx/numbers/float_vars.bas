# about: exact stored values of computed results
# compare: vars report
10 LET a=1/3: LET b=2/3: LET c=PI: LET d=SQR 2: LET e=EXP 1: LET f=LN 2
20 LET g=SIN 1: LET h=COS 1: LET i=ATN 1: LET j=0.1*3: LET k=1E10/7: LET l=2^0.5
30 LET m=10^-3: LET n=TAN 1: LET o=ASN 0.5: LET p=ACS 0.5: LET q=7/2: LET r=-1/3
