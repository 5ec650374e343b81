# about: LIST n marks line n with > and goes on after the listing on a new line
10 PRINT "hello";
20 LIST 20: PRINT "x"
