# about: TAB with numbers up to 65535 works modulo 32; TAB -1 is an error
10 PRINT TAB 65535;"a"
20 PRINT TAB 33;"b"
30 PRINT TAB -1;"c"
