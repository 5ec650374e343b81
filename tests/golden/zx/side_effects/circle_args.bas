# about: CIRCLE RND,RND,RND: centre and radius left to right, once each
# compare: rows report stop_reason bitmap
10 RANDOMIZE 65
20 FOR k=1 TO 4: CIRCLE 60+INT (RND*120),60+INT (RND*50),5+INT (RND*40): NEXT k
30 PRINT RND
