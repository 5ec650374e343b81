# about: VAL and VAL$ of texts holding the tokens INT and RND (CHR$ 186, CHR$ 165): scanned once, left to right
10 RANDOMIZE 51: LET s$="abcdefghi"
20 LET r$=CHR$ 186+"("+CHR$ 165+"*10)": LET v$=r$+"*10+"+r$: LET w$="s$("+CHR$ 186+"("+CHR$ 165+"*9)+1)"
30 FOR k=1 TO 6: PRINT VAL v$;" ";VAL$ w$;" ";: NEXT k
40 PRINT : PRINT RND
