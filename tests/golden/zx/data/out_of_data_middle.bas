# about: report E names the READ statement even mid-list
10 DATA 7
20 LET x=1: READ a,b,c
