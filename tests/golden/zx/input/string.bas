# about: INPUT a string (the ROM supplies the quotes)
# input: hello world
10 INPUT a$
20 PRINT "[";a$;"] ";LEN a$
