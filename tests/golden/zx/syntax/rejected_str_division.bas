# about: STR$ 1/3 is (STR$ 1)/3: a string divided, refused
# expect-rejected
10 PRINT "x"
20 PRINT STR$ 1/3
