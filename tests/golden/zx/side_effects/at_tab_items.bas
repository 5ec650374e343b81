# about: PRINT AT RND,RND;"*";TAB RND;"+": AT's line first, then its column, then TAB
10 RANDOMIZE 54
20 FOR k=1 TO 8: PRINT AT INT (RND*10),INT (RND*20);"*";TAB INT (RND*30);"+": NEXT k
30 PRINT AT 20,0;RND
