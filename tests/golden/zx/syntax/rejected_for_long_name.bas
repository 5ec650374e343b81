# about: FOR count=... with a long name: the line is refused by the syntax check
# expect-rejected
10 LET count=1
20 FOR count=1 TO 3: NEXT count
30 PRINT count
