# about: 200 RND values after RANDOMIZE 7, summed and extremes
# compare: vars report
10 RANDOMIZE 7: LET s=0: LET mx=0: LET mn=1
20 FOR i=1 TO 200: LET r=RND: LET s=s+r: IF r>mx THEN LET mx=r
30 IF r<mn THEN LET mn=r
40 NEXT i
