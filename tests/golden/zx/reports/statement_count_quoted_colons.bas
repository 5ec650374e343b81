# about: colons inside strings do not count as statement separators
10 PRINT "a:b:c": PRINT "d:e": PRINT z
