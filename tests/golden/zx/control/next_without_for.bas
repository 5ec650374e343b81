# about: NEXT for a variable that is not a FOR variable: report 1
10 LET i=5
20 NEXT i
