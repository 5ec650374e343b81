# about: TAB and comma near the end of the screen line
10 PRINT AT 0,20;"x";TAB 10;"y"
20 PRINT AT 2,31;"z",
30 PRINT "after comma"
40 PRINT AT 4,30;"pq";TAB 2;"r"
