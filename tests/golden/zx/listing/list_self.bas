# about: LIST in a program prints the listing where the print position is, E_PPC 0 (no > mark)
10 PRINT "hello"
20 LIST
30 PRINT "after"
