# about: LET a(10)=1/0 on DIM a(5): the target's subscript is checked before the value is evaluated
10 DIM a(5)
20 LET a(10)=1/0
