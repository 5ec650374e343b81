# about: after POKE 23658,8 (CAPS LOCK) the letters typed into INPUT are capitals; shifted letters stay capitals
# input: hello World
# input: abc
10 POKE 23658,8: INPUT a$: PRINT a$
20 INPUT LINE b$: PRINT b$
30 POKE 23658,0: PRINT PEEK 23658
