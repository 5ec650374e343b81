# about: with upper-case-only keywords, at, to, ink, pi and step are variable names
# upper-keywords
# compare: rows report stop_reason vars
10 LET at=1: LET to=2: LET ink=3: LET pi=4: LET step=5
20 PRINT at+to+ink+pi;" ";PI
30 FOR s=1 TO to: PRINT AT s,0;step*s: NEXT s
