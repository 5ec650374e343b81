# about: EXP 100 overflows: report 6
10 PRINT EXP 88
20 PRINT EXP 89
