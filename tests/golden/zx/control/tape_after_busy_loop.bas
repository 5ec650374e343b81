# about: SAVE reached after a long busy stretch stops with tape (no tape in the oracle)
10 FOR i=1 TO 1500: NEXT i
20 PRINT "saving": SAVE "x"
