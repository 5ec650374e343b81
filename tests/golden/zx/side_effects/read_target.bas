# about: READ a(RND) from DATA items with RND: the DATA item is evaluated when READ, and the target's subscript in the ROM's order
10 RANDOMIZE 62: DIM a(6)
20 FOR k=1 TO 6: READ a(INT (RND*6)+1): NEXT k
30 FOR i=1 TO 6: PRINT a(i);" ";: NEXT i
40 PRINT : PRINT RND
50 DATA INT (RND*100),INT (RND*100),INT (RND*100),INT (RND*100),INT (RND*100),INT (RND*100)
