# about: 30 lines of output: scroll? is answered and the screen scrolls
10 FOR i=1 TO 30: PRINT "line ";i: NEXT i
20 PRINT "done"
