# about: LN and EXP values
10 PRINT LN 1;" ";LN 2;" ";LN 10;" ";LN 0.5
20 PRINT EXP 0;" ";EXP 1;" ";EXP -1;" ";EXP 10
30 PRINT LN EXP 2;" ";EXP LN 3;" ";EXP 80;" ";EXP -80
40 PRINT LN 1E38;" ";EXP -100;" ";LN 1E-38
