# about: colours, BORDER and CLS, then PAUSE 0 (stop reason pause-wait)
10 PAPER 1:INK 7:BORDER 5:CLS
20 PRINT "Press":PAUSE 0
