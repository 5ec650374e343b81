# about: CIRCLE whose start point is off screen is report B before anything is drawn; COORDS unchanged
10 PLOT 5,5
20 CIRCLE 250,80,10
