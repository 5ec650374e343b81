# about: circles touching the edges of the 256x176 area
10 CIRCLE 87,87,87
20 CIRCLE 235,20,20
