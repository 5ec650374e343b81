# about: PI and its uses
10 PRINT PI;" ";PI*2;" ";PI/2;" ";INT (PI*1E6)
20 PRINT PI*1E8;" ";PI-3;" ";1/PI;" ";PI^2
