# about: RESTORE with a number 65536 or more is report B
10 RESTORE 9999: PRINT "ok"
20 RESTORE 70000
