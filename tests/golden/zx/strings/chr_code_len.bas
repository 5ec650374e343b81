# about: CHR$, CODE and LEN
10 PRINT CHR$ 65;CHR$ 97;CHR$ 48;"|";CODE "A";" ";CODE "abc";" ";CODE "";" ";CODE " "
20 PRINT LEN "";" ";LEN "hello";" ";LEN " ";" ";LEN CHR$ 0;" ";LEN "a""b"
30 PRINT CHR$ 96;CHR$ 127;CHR$ 94;"|";CODE "£";" ";CODE "©";" ";CODE "^"
40 PRINT CHR$ CODE "q";" ";CODE CHR$ 200;" ";CHR$ 65.4;CHR$ 65.5;" ";CODE STR$ 7
