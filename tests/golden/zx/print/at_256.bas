# about: PRINT AT with 256 is report B
10 PRINT AT 1,1;"ok"
20 PRINT AT 256,0;"no"
