# about: the lower screen while waiting after INPUT AT 1,10 and PAPER items
10 INPUT AT 1,10;PAPER 6;"here";AT 0,0;"there";n
