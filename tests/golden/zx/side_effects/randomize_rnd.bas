# about: RANDOMIZE INT (RND*100)+1: the new seed is evaluated once
10 RANDOMIZE 68
20 RANDOMIZE INT (RND*100)+1: PRINT RND
