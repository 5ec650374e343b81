# about: CAPS SHIFT and SYMBOL SHIFT chords seen by INKEY$
# keys: inkey:Q, inkey:", inkey:SS+z, inkey:CS+0, inkey:ENTER, inkey:SPACE, inkey:7
10 FOR i=1 TO 7
20 LET k$=INKEY$: IF k$="" THEN GO TO 20
30 PRINT CODE k$;" ";
40 IF INKEY$<>"" THEN GO TO 40
50 NEXT i
