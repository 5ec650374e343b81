# about: ATTR (RND,RND): two arguments, the line first
10 RANDOMIZE 49
20 FOR i=0 TO 3: FOR j=0 TO 7: PRINT AT i,j; PAPER j; INK i;"x": NEXT j: NEXT i
30 FOR k=1 TO 6: PRINT AT 5+k,0;ATTR (INT (RND*4),INT (RND*8)): NEXT k
40 PRINT AT 13,0;RND
