# about: a numeric INPUT evaluates the expression typed, with variables
# input: 2*3+1
# input: x*x
# input: 1E3
# input: .5
# input: -7
10 LET x=5
20 INPUT a: INPUT b: INPUT c: INPUT d: INPUT e
30 PRINT a;" ";b;" ";c;" ";d;" ";e
