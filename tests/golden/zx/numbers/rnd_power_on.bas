# about: RND without RANDOMIZE after power-on (SEED 0)
10 FOR i=1 TO 6: PRINT RND: NEXT i
