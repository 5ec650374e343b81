# about: without upper-keywords, at is the AT keyword: LET at=1 is refused
# expect-rejected
10 LET a=1
20 LET at=1
30 PRINT a
