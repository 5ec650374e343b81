# about: embedded INK/PAPER/BRIGHT/FLASH items are temporary
10 PRINT INK 2;"red";" plain"
20 PRINT PAPER 6;"yellow";PAPER 1;INK 7;"blue"
30 PRINT BRIGHT 1;"bright";FLASH 1;"flash"
40 PRINT INK 4;PAPER 0;BRIGHT 1;FLASH 1;"all"
50 PRINT "plain again"
60 PRINT INK 1;"a";INK 2;"b";INK 3;"c";INK 4;"d";INK 5;"e";INK 6;"f";INK 7;"g";INK 0;"h"
