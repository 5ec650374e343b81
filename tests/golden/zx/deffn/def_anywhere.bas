# about: DEF FN may come after its use: the ROM searches the program
10 PRINT FN t(7)
20 STOP
30 DEF FN t(n)=n*3
