# about: IF with a string condition is refused when the line is entered
# expect-rejected
10 PRINT "start"
20 LET a$="x": IF a$ THEN PRINT "never"
30 PRINT "end"
