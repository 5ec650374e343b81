# about: FORTRESS one player seeded with RANDOMIZE 12345: the first move played (ENTER), the defender to a, then the computer's second move
# keys: inkey:1:5,inkey:d:5,inkey:ENTER:5,inkey:a:5
# compare: rows report stop_reason attrs border bitmap
# listing: listings/fortress.bas
# line: 190 LET w$="":LET g=0:RANDOMIZE 12345
