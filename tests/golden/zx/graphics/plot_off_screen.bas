# about: PLOT 0,176 is off the drawing area: report B
10 PLOT 255,175
20 PLOT 0,176
