# about: READ into a number from a string item is report C
10 READ a: PRINT a
20 READ b
30 DATA 5,"x"
