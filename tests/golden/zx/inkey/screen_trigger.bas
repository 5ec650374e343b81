# about: a ?text key trigger fires when the screen shows the text
# keys: ?READY:y
10 PRINT "wait a bit"
20 FOR i=1 TO 20: NEXT i
30 PRINT "READY"
40 LET k$=INKEY$: IF k$="" THEN GO TO 40
50 PRINT "key ";k$
