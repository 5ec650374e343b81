# about: a$ AND n is a$ when n is non-zero, "" when 0
10 LET a$="yes": LET c=1
20 PRINT a$ AND c;"|";a$ AND 0;"|";"x" AND 1;"|";"x" AND 0;"|"
30 PRINT LEN ("abc" AND 0);" ";("one" AND c=1)+("two" AND c=2)
40 LET c=2: PRINT ("one" AND c=1)+("two" AND c=2);"|";"s" AND c>1
