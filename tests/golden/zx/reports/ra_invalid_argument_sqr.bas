# about: A Invalid argument: SQR of a negative number
10 PRINT SQR 4: PRINT SQR -1
