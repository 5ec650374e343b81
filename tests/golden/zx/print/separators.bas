# about: ; joins, , moves to the next half line, ' starts a new line, trailing separators
10 PRINT "a";"b";1;2;-3
20 PRINT "a","b","c"
30 PRINT "x"'"y"''"z"
40 PRINT "semi";
50 PRINT "colon"
60 PRINT "comma",
70 PRINT "next"
80 PRINT
90 PRINT ,"half"
100 PRINT ;;"only semis";;
110 PRINT '"apos first"
