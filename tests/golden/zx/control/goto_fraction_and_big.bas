# about: GO TO with a fraction rounds; GO TO 10000 or more is report B
10 GO TO 29.6
20 PRINT "twenty"
30 PRINT "thirty"
40 GO TO 65536
