# about: PLOT at the corners and centre of the 256x176 area, and rounding of coordinates
10 PLOT 0,0: PLOT 255,0: PLOT 0,175: PLOT 255,175: PLOT 128,88
20 PLOT 10.5,10.4: PLOT 20.4,20.6: PLOT 30.5,30.5
