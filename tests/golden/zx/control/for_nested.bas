# about: nested FOR loops and NEXT of an outer loop
10 FOR i=1 TO 3: FOR j=1 TO i: PRINT i*10+j;" ";: NEXT j: PRINT : NEXT i
20 FOR i=1 TO 2: FOR j=1 TO 5: PRINT j;: NEXT i
30 PRINT : PRINT i;" ";j
