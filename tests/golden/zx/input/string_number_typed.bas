# about: digits typed into a string INPUT are a string; VAL converts
# input: 123
10 INPUT a$: PRINT a$+"4";" ";VAL a$+4
