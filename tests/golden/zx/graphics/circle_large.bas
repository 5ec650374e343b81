# about: the largest circles that fit (88 tall, nearly 128 wide is off screen at the top)
10 CIRCLE 128,87,87
20 CIRCLE 128,87,60: CIRCLE 128,87,30
30 PRINT AT 0,0;PEEK 23677;",";PEEK 23678
