# about: 2 Variable not found for a long name that differs from an existing one
10 LET count=1
20 PRINT count: PRINT counter
