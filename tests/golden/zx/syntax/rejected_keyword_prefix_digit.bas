# about: stop1 is read as STOP 1 (a keyword may be followed by a digit): refused
# expect-rejected
10 PRINT "x"
20 LET stop1=1
