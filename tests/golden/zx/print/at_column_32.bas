# about: PRINT AT with column 32 is report 5
10 PRINT AT 0,31;"x"
20 PRINT AT 0,32;"y"
