# about: INPUT a(10) on DIM a(5): the target is checked before anything is typed
10 DIM a(5)
20 INPUT "n? ";a(10)
