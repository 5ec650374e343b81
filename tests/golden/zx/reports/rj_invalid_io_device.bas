# about: J Invalid I/O device: INKEY$ from the printer stream
10 PRINT INKEY$#3
