# about: unbounded GO SUB recursion below a lowered RAMTOP runs out of memory (report 4)
# compare: rows report stop_reason vars
10 CLEAR 26000: LET n=0
20 LET n=n+1: GO SUB 20
