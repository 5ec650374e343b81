# about: PRINT AT -1,0 is taken as AT 1,0 (the sign of an AT parameter is dropped)
10 PRINT AT 1,1;"ok"
20 PRINT AT -1,0;"no"
