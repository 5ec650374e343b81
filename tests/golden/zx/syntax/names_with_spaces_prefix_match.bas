# about: LET ab c=2 when ab exists assigns to ab (the ROM stops comparing at the space)
# compare: rows report stop_reason vars
10 LET ab=1: LET ab c=2: PRINT ab
20 LET total=5: LET Total Sum=7: PRINT total
30 LET xyz=1: LET x yz=3: PRINT xyz
40 LET pq=4: LET p qr=6: PRINT pq;" ";pqr
