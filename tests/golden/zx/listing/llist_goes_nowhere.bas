# about: LLIST sends the listing to the printer (none here): nothing on the screen, the program goes on
10 INK 2: LLIST: PRINT "after"
