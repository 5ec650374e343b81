# about: a negative number to any power is report A (the ROM uses LN)
10 PRINT "start"
20 PRINT (-2)^2
