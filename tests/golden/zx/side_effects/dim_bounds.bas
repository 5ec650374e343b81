# about: DIM a(RND,RND) and DIM b$(RND,RND): bounds left to right, once each
# compare: rows report stop_reason vars
10 RANDOMIZE 57
20 DIM a(INT (RND*3)+1,INT (RND*3)+1): DIM b$(INT (RND*3)+1,INT (RND*4)+1)
30 PRINT LEN b$(1): LET r=RND
