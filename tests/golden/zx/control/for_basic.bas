# about: FOR/NEXT counts, the control variable's value after the loop
# compare: rows report stop_reason vars
10 FOR i=1 TO 5: PRINT i;" ";: NEXT i
20 PRINT : PRINT "after: ";i
30 FOR j=10 TO 1: PRINT "never": NEXT j
40 PRINT "j=";j
