# about: an INKEY$ loop reached after a long busy stretch stops with inkey-wait
10 FOR i=1 TO 1500: NEXT i: PRINT "Key?"
20 IF INKEY$="" THEN GO TO 20
