# about: INPUT a string with just ENTER gives ""
# input:
10 INPUT a$
20 PRINT "[";a$;"] ";LEN a$
