# about: keywords typed into a string INPUT stay letters
# input: PRINT GO TO
10 INPUT a$: PRINT a$;" ";LEN a$
