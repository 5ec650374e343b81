# about: lines are kept in number order, and a repeated line number replaces the first
30 PRINT "thirty"
10 PRINT "ten"
20 PRINT "first twenty"
20 PRINT "second twenty"
