# about: TAB n: spaces to column n, to the next line if past it; n taken mod 32
10 PRINT TAB 10;"ten"
20 PRINT "abcdef";TAB 3;"three"
30 PRINT TAB 32;"thirty-two"
40 PRINT TAB 40;"forty"
50 PRINT "x";TAB 0;"zero"
60 PRINT TAB 31;"AB"
70 PRINT TAB 5;"a";TAB 5;"b";TAB 6;"c"
80 PRINT TAB 1.6;"r"
