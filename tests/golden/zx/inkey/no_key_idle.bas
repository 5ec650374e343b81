# about: a program polling INKEY$ with no key pressed stops as inkey-wait
10 PRINT "waiting"
20 IF INKEY$="" THEN GO TO 20
30 PRINT "never"
