# about: 60 lines of output with two scroll? prompts
10 FOR i=1 TO 60: PRINT i;" ";i*i: NEXT i
