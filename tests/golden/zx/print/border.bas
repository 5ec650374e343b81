# about: BORDER sets the border and the lower screen's colours
10 BORDER 2
20 PRINT "border red"
30 BORDER 4: PRINT "border green"
