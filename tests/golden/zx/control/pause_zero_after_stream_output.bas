# about: PRINT #0 and PRINT #1 after a busy stretch, then PAUSE 0 (stop reason pause-wait)
10 FOR i=1 TO 600: NEXT i
20 PRINT #0;"lower": PRINT #1;"line": PRINT "upper"
30 PAUSE 0
