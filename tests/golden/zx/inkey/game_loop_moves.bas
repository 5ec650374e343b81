# about: a moving marker driven by keys o and p read every pass
# keys: inkey:p:10, inkey:p:10, inkey:o:10, inkey:x
10 LET x=10: PRINT AT 5,x;"*"
20 LET k$=INKEY$: IF k$="" THEN GO TO 20
30 IF k$="x" THEN STOP
40 PRINT AT 5,x;" ": LET x=x+(k$="p")-(k$="o"): PRINT AT 5,x;"*"
50 IF INKEY$<>"" THEN GO TO 50
60 GO TO 20
