# about: strings longer than a line wrap at column 32
10 PRINT "This string is longer than thirty-two characters, so it wraps."
20 PRINT "12345678901234567890123456789012"
30 PRINT "next line"
40 PRINT "1234567890123456789012345678901234567890";1/3
50 PRINT 12345678;" ";12345678;" ";12345678;" ";12345678
