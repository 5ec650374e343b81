# about: PRINT AT 21,0 then newlines scroll the upper screen
10 PRINT AT 0,0;"top line"
20 PRINT AT 21,0;"bottom"
30 PRINT "one more"
40 PRINT "and another"
