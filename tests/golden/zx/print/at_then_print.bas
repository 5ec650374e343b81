# about: after PRINT AT the next PRINT continues on the following line
10 PRINT AT 10,5;"here"
20 PRINT "after"
30 PRINT AT 12,20;"semi";
40 PRINT "cont"
50 PRINT AT 14,3;"comma",
60 PRINT "c2"
