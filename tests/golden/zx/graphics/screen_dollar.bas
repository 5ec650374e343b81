# about: SCREEN$ (line,column) recognises characters, but not UDGs or graphics
10 PRINT AT 0,0;"Hello";AT 1,0;INVERSE 1;"Inv";AT 2,0;"[UDG-A]\::"
20 PRINT AT 4,0;SCREEN$ (0,0);SCREEN$ (0,4);"|";SCREEN$ (1,0);"|";SCREEN$ (2,0);"|";SCREEN$ (2,1);"|";SCREEN$ (3,0);"|"
30 PRINT AT 5,0;CODE SCREEN$ (1,1);" ";LEN SCREEN$ (2,0);" ";CODE SCREEN$ (10,10)
40 PLOT 0,100: PRINT AT 6,0;LEN SCREEN$ (9,0)
