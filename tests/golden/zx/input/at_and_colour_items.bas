# about: INPUT with AT and colour items in the prompt
# input: 7
10 INPUT AT 0,5;INK 2;"red prompt ";a
20 PRINT a
