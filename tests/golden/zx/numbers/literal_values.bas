# about: the exact 5-byte values the ROM stores for fractional literals
# compare: vars report
10 LET a=0.5: LET b=0.1: LET c=0.2: LET d=0.3: LET e=1E-5: LET f=0.0001
20 LET g=1/2: LET h=1/10: LET i=3.14159: LET j=1E10: LET k=1.5E-7: LET l=0.7
30 LET m=123456789: LET n=65535: LET o=65536: LET p=-65535: LET q=2.5: LET r=1E38
