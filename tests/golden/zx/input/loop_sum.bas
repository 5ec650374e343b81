# about: INPUT in a loop summing numbers
# input: 10
# input: 20
# input: 12.5
10 LET s=0: FOR i=1 TO 3: INPUT "n? ";n: LET s=s+n: NEXT i
20 PRINT "sum ";s
