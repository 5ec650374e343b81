# about: REM text is not tokenized and ends the line
10 REM PRINT "not printed": GO TO 10
20 rem lowercase rem
30 PRINT "after rems": REM : STOP
40 PRINT "end"
