# about: a typed answer that is not an expression is refused; INPUT keeps waiting
# input: 1+
10 INPUT a
20 PRINT a
