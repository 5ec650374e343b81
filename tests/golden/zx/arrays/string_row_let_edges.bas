# about: LET of a whole row of a one-dimensional string array: fitted to the row (cut, padded), fractional subscripts rounded, RND in the subscript once, a row set from another row and from itself
# compare: rows report vars
10 DIM w$(4,3): DIM v$(3)
20 LET w$(1)="ABCDEF": LET w$(2)="X": LET w$(3.4)="MID": LET w$(3.6)="HI"
30 LET w$(2)=w$(2)+w$(1): LET w$(1)=w$(1)(2 TO )
40 RANDOMIZE 7: LET w$(INT (RND*4)+1)="RND": PRINT RND
50 LET v$(2)="Q"
60 PRINT w$(1);"|";w$(2);"|";w$(3);"|";w$(4);"|";v$;"|"
70 LET w$(0.5)="HALF": PRINT w$(1)
80 LET w$(5)="OUT"
