"""The character generator ROM: 4096 bytes, laid out as the C64's is.

The genuine character ROM (901225-01) is Commodore's and is not included.
These bytes are this project's own drawing (:mod:`.font`, 5x7 dot-matrix
letters and PETSCII graphics built from their shapes), arranged as the
Programmer's Reference Guide's table of the ROM gives it (chapter 3,
"Character memory"):

=========== ===========================================
$D000-$D3FF upper case and graphics, screen codes 0-127
$D400-$D7FF the same reversed (every bit inverted)
$D800-$DBFF lower case and upper case, codes 0-127
$DC00-$DFFF the same reversed
=========== ===========================================

Eight bytes per character, the top row first, bit 7 the leftmost pixel.
PEEK sees them at 53248-57343 while location 1's CHAREN bit is clear
(:mod:`.bus`), and the VIC-II at $1000-$1FFF of banks 0 and 2
(:mod:`.vic`), exactly as the C64's own ROM is seen.
"""
from __future__ import annotations

from .font import glyph


def _build() -> bytes:
    out = bytearray()
    for lower in (False, True):
        for code in range(256):
            out += bytes(glyph(code, lower))
    return bytes(out)


#: the 4 KiB of the character ROM
CHARGEN: bytes = _build()
SIZE = 4096
#: where each character set starts in the ROM
UPPER, LOWER = 0x000, 0x800

assert len(CHARGEN) == SIZE
