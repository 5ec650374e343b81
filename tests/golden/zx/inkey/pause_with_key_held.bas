# about: PAUSE n ends early when a key goes down; a key still held ends the next PAUSE at once
# keys: 20:x:40
10 PAUSE 40
20 PRINT "[";INKEY$;"]"
30 PAUSE 50
40 PRINT "[";INKEY$;"]"
