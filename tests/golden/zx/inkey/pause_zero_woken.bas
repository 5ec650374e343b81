# about: PAUSE 0 waits for a key; the key is still down for the next INKEY$
# keys: 30:k:10
10 PRINT "press"
20 PAUSE 0
30 PRINT INKEY$;" after pause"
