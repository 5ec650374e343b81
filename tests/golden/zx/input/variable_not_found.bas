# about: a typed expression naming a missing variable is report 2 at the INPUT
# input: abc
10 INPUT a
20 PRINT a
