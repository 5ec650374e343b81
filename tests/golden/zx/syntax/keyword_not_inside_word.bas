# about: total, tostop, printer, notx and lineup stay variable names
# compare: rows report stop_reason vars
10 LET total=5: LET tostop=6: LET printer=7: LET notx=8: LET lineup=9
20 FOR i=1 TO total: NEXT i
30 PRINT total;" ";tostop;" ";printer;" ";notx;" ";lineup;" ";i
