# about: AND, OR, NOT on numbers: x AND y is x if y<>0 else 0; x OR y is 1 if y<>0
10 PRINT 5 AND 3;" ";5 AND 0;" ";0 AND 5;" ";3 AND 0.5
20 PRINT 5 OR 3;" ";5 OR 0;" ";0 OR 5;" ";0 OR 0
30 PRINT NOT 0;" ";NOT 5;" ";NOT 0.5;" ";NOT -1
40 PRINT 2 OR 7;" ";-3 AND 2;" ";7 AND -1;" ";NOT NOT 9
50 PRINT 1 AND 2 OR 0;" ";0 OR 1 AND 0;" ";NOT 1 AND 0;" ";NOT (1 AND 0)
