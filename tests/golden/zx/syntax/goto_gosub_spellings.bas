# about: GOTO, GO  TO, go to, gosub, GO SUB all mean the same keyword
10 GOTO 30
20 PRINT "never"
30 PRINT "goto": GO  TO 50
40 PRINT "never"
50 PRINT "go  to": go to 70
60 PRINT "never"
70 gosub 100: GO SUB 100: GoSub 100
80 STOP
100 PRINT "sub": RETURN
