# about: INPUT LINE with a prompt, in a loop
# input: first
# input: second line
10 FOR i=1 TO 2: INPUT "text: ";LINE t$: PRINT i;":";t$: NEXT i
