"""The ZX Spectrum 48K (and the TS2068 running 48K-compatible listings).

Its Dialect, what the rest of the program asks of it, is :mod:`.dialect`.

Everything about the machine is in this package: its syntax
(:mod:`.tokens` and :mod:`.escapes` for the characters, :mod:`.crunch` the
keyword cruncher, the Lark grammar ``grammar.lark`` and :mod:`.parser`,
:mod:`.highlight`, all behind :mod:`.syntax`), its hardware (:mod:`.rom` the
ROM's tables, :mod:`.sysvars`, :mod:`.screen` the PRINT engine,
:mod:`.graphics` PLOT/DRAW/CIRCLE, :mod:`.keyboard`, :mod:`.memory_map` the
program and variables in memory), the machine (:mod:`.machine`), its
statements (:mod:`.compiler` and :mod:`.items`, on the Sinclair compiler of
basic.dialects.sinclair), its face (:mod:`.face`, :mod:`.view`,
:mod:`.keys`, :mod:`.stream`, :mod:`.image`, :mod:`.decode`) and its tapes
(:mod:`.tap`, :mod:`.tape_deck`).
"""
