# about: statements after REM are part of the comment: no error
10 REM PRINT 1/0: PRINT nosuch
20 PRINT "fine": REM : PRINT 1/0
