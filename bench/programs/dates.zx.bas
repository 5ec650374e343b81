10 REM convert date to day
20 DIM d$(7,6): REM days of week
40 DIM m(12): REM lengths of months
70 RESTORE
80 FOR n=1 TO 7: READ d$(n): NEXT n
90 FOR n=1 TO 12: READ m(n): NEXT n
100 REM input date
110 READ day
115 IF day=0 THEN GO TO 590
120 READ month
130 READ year
140 IF year<1901 THEN PRINT "20TH CENTURY STARTS AT 1901": GO TO 100
150 IF year>2000 THEN PRINT "20TH CENTURY ENDS AT 2000": GO TO 100
160 IF month<1 THEN GO TO 210
170 IF month>12 THEN GO TO 210
180 IF year/4-INT (year/4)=0 THEN LET m(2)=29: REM leap year
190 IF day>m(month) THEN PRINT "THIS MONTH HAS ONLY ";m(month);" DAYS.": GO TO 500
200 IF day>0 THEN GO TO 300
210 PRINT "STUFF AND NONSENSE."
220 GO TO 500
300 REM convert date to number of days since start of century
310 LET y=year-1901
320 LET b=365*y+INT (y/4): REM number of days to start of year
330 FOR n=1 TO month-1: REM add on previous months
340 LET b=b+m(n): NEXT n
350 LET b=b+day
400 REM convert to day of week
410 LET b=b-7*INT (b/7)+1
420 PRINT day;"/";month;"/";year
430 FOR n=6 TO 3 STEP -1: REM remove trailing spaces
440 IF d$(b,n)<>" " THEN GO TO 460
450 NEXT n
460 LET e$=d$(b, TO n)
470 PRINT " IS A ";e$;"DAY"
500 LET m(2)=28: REM restore February
510 GO TO 100
590 REM no more dates
600 STOP
1000 REM days of week
1010 DATA "MON","TUES","WEDNES"
1020 DATA "THURS","FRI","SATUR","SUN"
1100 REM lengths of months
1110 DATA 31,28,31,30,31,30
1120 DATA 31,31,30,31,30,31
2000 REM the dates typed at INPUT: day, month, year; 0 ends
2010 DATA 23,4,1982,14,7,1983,1,1,1901,31,12,2000,29,2,1984
2020 DATA 1,9,1939,15,10,1917,11,11,1918,20,7,1969,6,6,1944
2030 DATA 0
