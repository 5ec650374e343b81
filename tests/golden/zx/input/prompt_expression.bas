# about: a parenthesised expression in INPUT is printed as part of the prompt
# input: 9
10 LET q=3: LET p$="Value"
20 INPUT (p$+" ");(q);": ";v
30 PRINT v
