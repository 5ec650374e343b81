# about: RUN also restores DATA to the start (and clears the screen)
10 READ x: PRINT x: IF x=1 THEN RUN 30
20 PRINT "no"
30 READ y: PRINT y
40 DATA 1,2
