# about: LIST n from a missing line starts at the next one, no mark; E_PPC becomes n
10 REM a
30 REM c
40 LIST 25
50 PRINT PEEK 23625
