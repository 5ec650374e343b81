# about: a keyword straight after a number is still a keyword: 1TO 3, 2 AND3
10 FOR i=1TO 3: PRINT i;: NEXT i
20 PRINT : PRINT 2 AND3;" ";5OR 0
