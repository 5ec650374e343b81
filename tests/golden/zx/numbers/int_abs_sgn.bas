# about: INT (rounds toward minus infinity), ABS, SGN
10 PRINT INT 3.7;" ";INT -3.7;" ";INT -0.5;" ";INT 0.9999999
20 PRINT INT -3;" ";INT 1E10;" ";INT -1E-10;" ";INT 65535.5
30 PRINT ABS -3;" ";ABS 3;" ";ABS -0.5;" ";ABS 0
40 PRINT SGN -2;" ";SGN 0;" ";SGN 5;" ";SGN -1E-30
50 PRINT INT (0.1*30);" ";INT (3*0.1*10);" ";INT (2.9999999999)
