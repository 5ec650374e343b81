# about: E Out of DATA in the second READ statement of a line
10 READ a: PRINT a: READ b
20 DATA 9
