# about: spaces inside variable names are ignored
# compare: rows report stop_reason vars
10 LET my var=1: LET a1 b2=5
20 PRINT myvar;" ";my  var;" ";a1b2;" ";A1 B2
30 LET myvar=myvar+1: PRINT my var
