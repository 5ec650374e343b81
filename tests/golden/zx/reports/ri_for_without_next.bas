# about: I FOR without NEXT: a loop that runs zero times with no NEXT for it
10 FOR i=1 TO 0
20 PRINT "never"
