# about: an array that was never DIMmed is report 2
10 LET z=1: PRINT z
20 PRINT z(1)
