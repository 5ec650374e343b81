# about: LET b(1)=1/0 with no array b: the target is looked up before the value is evaluated
10 LET b(1)=1/0
