# about: LET s$(20)=STR$ (1/0) on a 9-character s$: the slice is checked before the value
10 LET s$="abcdefghi"
20 LET s$(20)=STR$ (1/0)
