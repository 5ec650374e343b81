# about: N Statement lost: a jump (via NEWPPC/NSPPC) to a statement that does not exist
10 POKE 23618,30: POKE 23619,0: POKE 23620,5
20 PRINT "not here"
30 PRINT "line 30"
