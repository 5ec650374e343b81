# about: VAL$ evaluates a string expression held in a string; CHR$ typed inside a string is letters: C
10 LET a$="hello"
20 PRINT VAL$ """abc""";" ";VAL$ "a$";" ";VAL$ "a$+a$"
30 PRINT LEN VAL$ """""";" ";VAL$ """x""+""y""";" ";VAL$ "a$(2)"
40 PRINT VAL$ "CHR$ 65"="A";" ";VAL$ "STR$ 5"
