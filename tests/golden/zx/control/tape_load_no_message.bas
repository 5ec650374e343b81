# about: LOAD waits for the tape with no message (stop reason tape)
10 PRINT "load"
20 LOAD "x"
