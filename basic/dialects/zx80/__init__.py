"""The Sinclair ZX80 with its 4K ROM: integer BASIC.

Its Dialect, what the rest of the program asks of it, is :mod:`.dialect`.

Everything about the machine is in this package: the syntax :mod:`.syntax`
(on the shared basic.dialects.zx8x.parser), the meanings :mod:`.compiler`
(16-bit integers, :mod:`.arith`), the machine :mod:`.machine` (text screen,
PRINT rules, RND, reports ``code/line``) and .o files (:mod:`.o`).  What it
shares with the ZX81 is in basic.dialects.zx8x.  See docs/zx80.md for what is
supported.
"""
