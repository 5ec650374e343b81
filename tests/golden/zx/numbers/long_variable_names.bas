# about: long numeric names: spaces dropped, case ignored
# compare: rows report stop_reason vars
10 LET total=5: LET Grand Sum=7: LET x1=3: LET abc123=9
20 PRINT total;" ";grandsum;" ";GRAND SUM;" ";X1;" ";ABC 123
30 LET my var=total*2: PRINT myvar;" ";MyVar
