# about: POKE 23692,255 before each PRINT avoids the scroll? prompt
10 FOR i=1 TO 40: POKE 23692,255: PRINT i: NEXT i
