# about: three-dimensional numeric array
# compare: rows report stop_reason vars
10 DIM c(2,3,4)
20 LET c(1,1,1)=1: LET c(2,3,4)=234: LET c(1,2,3)=123: LET c(2,1,4)=-5
30 PRINT c(1,1,1);" ";c(2,3,4);" ";c(1,2,3);" ";c(2,1,4);" ";c(2,2,2)
