# about: A Invalid argument: LN 0
10 PRINT LN 1
20 PRINT LN 0
