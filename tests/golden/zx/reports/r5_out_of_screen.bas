# about: 5 Out of screen: PRINT AT 22 in the upper screen
10 PRINT AT 21,0;"ok": PRINT AT 22,0;"no"
