# about: string comparisons are by character code, shorter prefix first
10 PRINT "a"<"b";"A"<"a";"abc"="abc";"ab"<"abc";""<"a";"Z"<"a"
20 PRINT "10"<"9";"abc"<>"abd";"b">"abc";"abc">="abc";"abd"<="abc";""=""
30 PRINT "a"="A";" "<"!";"abc "="abc";"B"<"a";"aB"<"ab";"x">""
40 LET a$="hello": PRINT a$="hello";a$<"help";a$>"hell";a$(1 TO 4)="hell"
