# about: IN 254 with no key is 191; IN on the Q-T half-row with q held
# keys: inkey:q:10
10 PRINT IN 254;" ";IN 65278
20 IF IN 64510=191 THEN GO TO 20
30 PRINT IN 64510;" ";IN 65022
