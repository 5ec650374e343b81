# about: INPUT LINE takes the text as typed, quotes included
# input: say "hi", ok
10 INPUT LINE a$
20 PRINT a$;" ";LEN a$
