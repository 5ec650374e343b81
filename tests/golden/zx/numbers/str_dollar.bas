# about: STR$ gives the PRINT form of a number; STR$ binds tighter than / (LEN STR$ 1/3)
10 PRINT STR$ (1/3);"|";STR$ 1E-5;"|";STR$ -2;"|";STR$ 0
20 PRINT LEN STR$ (1/3);" ";LEN STR$ PI;" ";LEN STR$ 1E10;" ";LEN STR$ -0.5
30 PRINT STR$ 123456789;"|";STR$ 0.1;"|";STR$ (2^31)
40 LET a$=STR$ 7.25: PRINT a$;" ";a$(2);" ";VAL a$*2
50 PRINT LEN STR$ 1/3;" ";STR$ 12+"x"
