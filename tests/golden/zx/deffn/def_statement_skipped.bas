# about: DEF FN in the middle of a line is skipped when executed
10 PRINT "a": DEF FN q(z)=z-1: PRINT "b";FN q(10)
