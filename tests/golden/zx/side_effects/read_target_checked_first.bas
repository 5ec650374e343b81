# about: READ a(10) on DIM a(5) from DATA 1/0: the target's subscript is checked before the item
10 DIM a(5)
20 READ a(10)
30 DATA 1/0
