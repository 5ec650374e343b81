# about: DIM of a huge array is 4 Out of memory
10 PRINT "big"
20 DIM a(10000)
