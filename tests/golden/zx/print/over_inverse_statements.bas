# about: OVER 1 and INVERSE 1 as statements
# compare: rows report stop_reason attrs border bitmap
10 INVERSE 1: PRINT "inv"
20 INVERSE 0: PRINT "AB"
30 OVER 1: PRINT AT 1,0;"AB"
40 OVER 0: PRINT AT 2,0;"end"
