# about: the lower screen while INPUT waits (prompt and cursor)
10 PRINT "question"
20 INPUT "Your name: ";n$
