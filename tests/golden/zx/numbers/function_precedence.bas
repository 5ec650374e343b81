# about: functions bind tighter than binary operators: SIN PI/2, SQR 4+5, -INT
10 PRINT SQR 4+5;" ";SQR (4+5);" ";INT 7.5/2;" ";INT (7.5/2)
20 PRINT ABS -3-4;" ";ABS (-3-4);" ";-INT 2.5;" ";INT -2.5
30 PRINT SIN PI/2;" ";SGN -5*3;" ";LN EXP 1*2;" ";CODE "A"+1
