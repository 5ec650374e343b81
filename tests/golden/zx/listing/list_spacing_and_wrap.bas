# about: LIST's spelling and spacing of keywords, a wrapped long line, numbers with hidden forms, strings with tokens and colour codes
10 for i=1 to 3: let s=i*2.5e1: next i: print "done";"x"
20 IF i<=4 AND s<>1 THEN GO TO 40
30 DEF FN a(x)=x*2: LET b$="£"+CHR$ 33+"\{16}\{2}red"
40 PRINT INK 3;"ink";: REM the end
50 LIST 10
