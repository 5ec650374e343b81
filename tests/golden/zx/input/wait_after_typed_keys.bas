# about: letters typed key by key into INPUT, then no more keys: input-wait with the letters on the screen
# keys: wait:c,wait:a
10 FOR i=1 TO 800: NEXT i
20 INPUT "Word? ";a$
