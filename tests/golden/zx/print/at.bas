# about: PRINT AT line,column; AT items inside a PRINT; AT with expressions
10 PRINT AT 5,3;"five three"
20 PRINT AT 0,0;"origin";AT 2,10;"two ten"
30 PRINT AT 21,31;"X"
40 LET r=10: PRINT AT r,r*2;"rr";AT r+1,0;"next"
50 PRINT AT 15,28;"wrapping here"
60 PRINT AT 3.6,4.4;"round"
