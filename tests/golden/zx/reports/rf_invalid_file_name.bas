# about: F Invalid file name: SAVE ""
10 PRINT "saving"
20 SAVE ""
