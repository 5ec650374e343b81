# about: PRINT AT 22 in the upper screen is report 5
10 PRINT AT 21,0;"row 21"
20 PRINT AT 22,0;"row 22"
