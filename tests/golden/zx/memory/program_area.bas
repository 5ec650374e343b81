# about: the program's bytes at PROG: line number, length, tokens, hidden numbers
10 PRINT 42
20 LET p=PEEK 23635+256*PEEK 23636
30 FOR i=0 TO 14: PRINT PEEK (p+i);" ";: NEXT i
