# about: DATA items are expressions, evaluated when READ
# compare: rows report stop_reason vars
10 LET x=10
20 READ a,b,c: PRINT a;" ";b;" ";c
30 LET x=100: READ d: PRINT d
40 DATA 1+2,x*2,PI
50 DATA x+1,"abc"+"def",CHR$ 65
60 READ e$,f$: PRINT e$;" ";f$
