# about: SQR values (the ROM computes SQR as x^0.5)
10 PRINT SQR 2;" ";SQR 4;" ";SQR 0;" ";SQR 1
20 PRINT SQR 1E10;" ";SQR 0.25;" ";SQR 3;" ";SQR 100
30 PRINT SQR 2*SQR 2;" ";SQR 16=4;" ";SQR 9-3;" ";SQR 65536
