# about: a keyword code in a string prints as the keyword (with its spaces)
10 PRINT "<";CHR$ 234;">"
20 PRINT "<";CHR$ 245;">";LEN CHR$ 245
30 PRINT "<";CHR$ 165;CHR$ 166;">"
40 PRINT "a";CHR$ 203;"b";CHR$ 204;"c"
50 LET a$="x"+CHR$ 226+"y": PRINT a$;" ";LEN a$;" ";CODE a$(2)
60 PRINT CHR$ 255;"|";CHR$ 197;"|";CHR$ 199;CHR$ 200
