# about: circles of several sizes, not touching the edge
10 CIRCLE 128,88,80
20 CIRCLE 128,88,40
30 CIRCLE 128,88,10
40 CIRCLE 30,30,2
50 CIRCLE 220,150,1
60 CIRCLE 200,40,0
