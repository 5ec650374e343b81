# about: INPUT prompts with , and ' separators
# input: 5
10 INPUT "a";"b","c"'"d";x
20 PRINT x
