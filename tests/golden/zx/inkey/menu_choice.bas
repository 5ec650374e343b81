# about: a menu loop with validation of the key (as in FORTRESS)
# keys: inkey:7, inkey:2
10 PRINT "1 or 2?"
20 LET i$=INKEY$: IF i$<"1" OR i$>"2" THEN GO TO 20
30 PRINT "chose ";i$
