# about: numbers near the ends of the range; underflow gives 0
10 PRINT 1E38;" ";1.7E38;" ";2^126
20 PRINT 1E-38/1E10;" ";2^-128;" ";2.9E-39
30 PRINT 1E38*1.5;" ";1E-30*1E-8
40 PRINT 4294967296;" ";2^32-1;" ";2^40
