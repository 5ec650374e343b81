# about: an INKEY$ polling loop woken by a key; the key is still held at the next INKEY$
# keys: inkey:q:5
10 IF INKEY$="" THEN GO TO 10
20 PRINT "got ";INKEY$
