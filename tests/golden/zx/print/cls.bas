# about: CLS clears the screen with the permanent colours and homes the print position
10 PRINT "one": PRINT "two"
20 PAPER 5: CLS
30 PRINT "three"
40 PRINT AT 10,10;"x": CLS : PRINT "four"
