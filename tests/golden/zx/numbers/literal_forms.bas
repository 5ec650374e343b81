# about: numeric literal spellings: leading dot, trailing dot, exponents, case of E
10 PRINT 0.5;" ";.5;" ";5.;" ";1E3;" ";1e3;" ";1E+3;" ";1.5E3
20 PRINT 1E-5;" ";1e-5;" ";0.00001;" ";.25E1;" ";2.E2
30 PRINT 0.1;" ";0.2;" ";0.3;" ";0.7;" ";0.0001;" ";1E-3
40 PRINT 123456789;" ";1234567890;" ";0.000001;" ";00012;" ";1.000
