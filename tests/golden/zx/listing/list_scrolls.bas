# about: a long listing scrolls with scroll? answered by a key
# keys: ?scroll?:y:5
10 FOR i=1 TO 30: REM line
11 REM 11
12 REM 12
13 REM 13
14 REM 14
15 REM 15
16 REM 16
17 REM 17
18 REM 18
19 REM 19
20 REM 20
21 REM 21
22 REM 22
23 REM 23
24 REM 24
25 REM 25
26 REM 26
27 REM 27
28 REM 28
29 REM 29
30 NEXT i
40 LIST
50 PRINT "end"
