# about: CHARS (23606) pointed at a RAM copy of some glyphs, with A changed to a block
10 LET base=60000: LET c$=" ABN"
20 FOR k=1 TO LEN c$: LET c=CODE c$(k): FOR i=0 TO 7: POKE base+(c-32)*8+i,PEEK (15616+(c-32)*8+i): NEXT i: NEXT k
30 FOR i=0 TO 7: POKE base+(65-32)*8+i,255: NEXT i
40 POKE 23606,(base-256)-256*INT ((base-256)/256): POKE 23607,INT ((base-256)/256)
50 PRINT "ABBA BANANA"
60 POKE 23606,0: POKE 23607,60: PRINT "ABBA again"
