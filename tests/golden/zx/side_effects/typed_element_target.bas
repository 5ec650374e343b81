# about: INPUT a(RND): the element's subscript is evaluated once, in the ROM's order
# input: 4
# input: 7
10 RANDOMIZE 71: DIM a(6)
20 FOR k=1 TO 2: INPUT a(INT (RND*6)+1): NEXT k
30 FOR i=1 TO 6: PRINT a(i);" ";: NEXT i
40 PRINT : PRINT RND
