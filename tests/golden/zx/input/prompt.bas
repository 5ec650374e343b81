# about: INPUT with a prompt string; the upper screen keeps its print position
# input: 33
10 PRINT "upper"
20 INPUT "Age? ";a
30 PRINT "you are ";a
