# about: PRINT #0 writes to the lower screen (held there by an INKEY$ loop)
# idle-frames: 20
10 PRINT "upper"
20 PRINT #0;"lower screen"
30 IF INKEY$="" THEN GO TO 30
