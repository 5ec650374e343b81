# about: SAVE ... CODE shows the ROM's tape message too, then the run stops with tape
10 PRINT "code"
20 SAVE "x" CODE 16384,10
