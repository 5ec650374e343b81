# about: PRINT #1 writes to the lower screen; AT 0/1 address its two lines
# idle-frames: 20
10 PRINT #1;"first"
20 PRINT #1;AT 0,10;"zero";AT 1,20;"one"
30 IF INKEY$="" THEN GO TO 30
