# about: PRINT #1 with a new line: the lower screen text moves up
# idle-frames: 20
10 PRINT #1;"first"'"second line"
20 IF INKEY$="" THEN GO TO 20
