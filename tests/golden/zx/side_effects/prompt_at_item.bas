# about: INPUT AT 0,RND;"?";a: an AT item in the prompt with RND
# input: 3
10 RANDOMIZE 70
20 INPUT AT 0,INT (RND*10);"?";a: PRINT a;" ";RND
