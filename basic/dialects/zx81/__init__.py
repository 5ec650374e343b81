"""The Sinclair ZX81 (and Timex Sinclair 1000) with its 8K ROM.

Its Dialect, what the rest of the program asks of it, is :mod:`.dialect`.

Everything about the machine is in this package: the syntax :mod:`.syntax`
(on the shared basic.dialects.zx8x.parser), the meanings :mod:`.compiler`
(the Sinclair compiler of basic.dialects.sinclair with the 8K ROM's
differences), the numbers :mod:`.numbers` (the shared calculator, the ZX81's
own PRINT-FP), the machine :mod:`.machine` (text screen with block-graphic
PLOT, SCROLL, FAST/SLOW, reports ``code/line``) and .p files (:mod:`.p`).
What it shares with the ZX80 is in basic.dialects.zx8x.  See docs/zx81.md.
"""
