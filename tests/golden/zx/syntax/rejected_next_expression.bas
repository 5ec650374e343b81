# about: NEXT needs a plain variable name
# expect-rejected
10 FOR i=1 TO 2
20 NEXT i+1
