# about: numbers are not split when they reach the end of a line? (they are printed as characters)
10 PRINT AT 0,28;1/3
20 PRINT AT 2,30;12345
30 PRINT AT 4,25;"ab";PI
