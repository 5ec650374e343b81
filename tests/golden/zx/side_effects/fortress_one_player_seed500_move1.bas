# about: FORTRESS one player (keys 1, d: the computer attacks), seeded with RANDOMIZE 500 in line 190: its first move, m$(ap,INT (RND*4)+1)
# keys: inkey:1:5,inkey:d:5
# compare: rows report stop_reason attrs border bitmap
# listing: listings/fortress.bas
# line: 190 LET w$="":LET g=0:RANDOMIZE 500
