# about: K Invalid colour: PAPER 10 as an item inside PRINT
10 PRINT PAPER 9;"ok"
20 PRINT "x";PAPER 10;"y"
