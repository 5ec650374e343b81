# about: a DATA item naming a missing variable: report 2 (which line?)
10 READ a: PRINT a
20 READ b
30 DATA 1,zz
