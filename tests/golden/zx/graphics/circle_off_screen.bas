# about: a circle that would leave the screen stops with report B (part drawn)
10 CIRCLE 128,88,30
20 CIRCLE 20,20,30
