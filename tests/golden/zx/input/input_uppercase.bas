# about: capital letters typed with CAPS SHIFT
# input: Hello World
10 INPUT a$: PRINT a$
