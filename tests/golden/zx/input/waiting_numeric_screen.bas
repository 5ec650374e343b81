# about: the lower screen while a numeric INPUT waits
10 INPUT "Number? ";n
