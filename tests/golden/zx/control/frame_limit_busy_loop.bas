# about: a program that never waits for a key runs to the frame limit
# frames: 300
10 LET n=0
20 LET n=n+1: GO TO 20
