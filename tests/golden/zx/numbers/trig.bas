# about: SIN, COS, TAN values
10 PRINT SIN 0;" ";SIN (PI/2);" ";SIN PI;" ";SIN 1
20 PRINT COS 0;" ";COS PI;" ";COS (PI/2);" ";COS 1
30 PRINT TAN 0;" ";TAN (PI/4);" ";TAN 1;" ";TAN -1
40 PRINT SIN -0.5;" ";COS 100;" ";SIN 1000;" ";TAN 1.5
