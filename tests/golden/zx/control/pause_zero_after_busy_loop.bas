# about: PAUSE 0 reached after a long busy stretch waits for a key (stop reason pause-wait)
10 PAPER 1: INK 7: BORDER 5: CLS
20 FOR i=1 TO 1500: NEXT i
30 PRINT "Press": PAUSE 0
