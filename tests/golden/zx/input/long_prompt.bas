# about: a prompt longer than a line makes the lower screen grow
# input: 1
10 PRINT AT 20,0;"row 20"
20 INPUT "This is a very long prompt that goes over two lines and more ";a
30 PRINT a
