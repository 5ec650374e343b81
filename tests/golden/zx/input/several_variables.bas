# about: one INPUT statement with several variables and prompts
# input: 1
# input: two
# input: 3
10 INPUT "a=";a,"b$=";b$;" c=";c
20 PRINT a;" ";b$;" ";c
