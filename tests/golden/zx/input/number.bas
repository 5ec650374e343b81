# about: INPUT a number, then use it
# input: 42
10 INPUT a
20 PRINT a;" ";a*2
