# about: PRINT of control codes inside strings: CHR$ 6 comma, CHR$ 13 newline, CHR$ 8 back
10 PRINT "a";CHR$ 6;"b"
20 PRINT "c";CHR$ 13;"d"
30 PRINT "ef";CHR$ 8;"X"
40 PRINT "g";CHR$ 23;CHR$ 10;CHR$ 0;"h"
50 PRINT "i";CHR$ 22;CHR$ 10;CHR$ 5;"j"
