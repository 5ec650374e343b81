# about: L BREAK into program: BREAK wakes PAUSE 0 and stops after it
# keys: 20:BREAK:10
10 PRINT "waiting": PAUSE 0: PRINT "after"
