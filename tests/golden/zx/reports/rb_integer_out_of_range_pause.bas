# about: B Integer out of range: PAUSE 70000
10 PAUSE 1: PRINT "ok"
20 PAUSE 70000
