# about: PLOT RND,RND: DRAW RND,RND: coordinates x first, once each
# compare: rows report stop_reason bitmap
10 RANDOMIZE 64
20 FOR k=1 TO 6: PLOT INT (RND*200),INT (RND*100): DRAW INT (RND*50),INT (RND*70): NEXT k
30 PRINT RND
