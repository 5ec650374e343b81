# about: H STOP in INPUT: STOP (symbol shift A) typed as the answer
# keys: wait:SS+a,wait:ENTER
10 PRINT "before"
20 INPUT "number? ";a
30 PRINT a
