# about: LET of a string array row with subscript 0: report 3 before the value is evaluated (the value would be report 2)
10 DIM w$(4,3)
20 LET w$(0)=q$
