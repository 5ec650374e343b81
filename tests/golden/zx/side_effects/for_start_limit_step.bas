# about: FOR i=RND TO RND STEP RND: start, limit, step in that order, once each
# compare: rows report stop_reason vars
10 RANDOMIZE 58
20 FOR i=INT (RND*5) TO INT (RND*5)+6 STEP INT (RND*3)+1: PRINT i;" ";: NEXT i
30 PRINT : FOR j=INT (RND*5) TO INT (RND*5)+6 STEP INT (RND*3)+1: NEXT j: LET r=RND
