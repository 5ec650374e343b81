"""The ZX80's key table (4K ROM, MAIN-KEYS at 0x006C) and how LINE-DONE (0x0323)
decodes a key.

The table has a code for each key value (basic.dialects.zx8x.keyboard):
the 39 keys alone, then the 39 with SHIFT.  The ZX80's keys are not the
ZX81's: SHIFT with A..G and Q..T gives the block graphics and shades, SHIFT
with 1..4 NOT, AND, THEN and TO, SHIFT+9 is HOME, SHIFT+NEWLINE is EDIT,
SHIFT+B is OR; the symbols ``;`` ``,`` ``(`` ``)`` ``-`` ``+`` ``*`` ``/``
``**`` ``=`` ``>`` ``<`` are their tokens (0xD7..0xE5: there is no key for
the characters 16..26), and ``"`` is code 1.  The table is written out
here from "An Assembly Listing of the ROM of the Sinclair ZX80";
tests/zx80/test_editor_rom.py checks it against the ROM's bytes, which
tests/zx80/oracle/gen_editor.py read from the image.

In K mode (FLAGS bit 2, which the syntax check sets when the cursor stands
where a statement's keyword is wanted: basic.dialects.zx80.machine) a key
whose code is a letter gives the keyword code + 0xC0 (A is LIST, O is
PRINT, Y is REM); other keys give their own codes.
"""
from __future__ import annotations

from ..zx8x.keyboard import shifted_codes

MAIN_KEYS = 0x006C
#: MAIN-KEYS: the 78 codes, key value 1 first
TABLE = bytes([
    0x3F, 0x3D, 0x28, 0x3B, 0x26, 0x38, 0x29, 0x2B, 0x2C, 0x36, 0x3C, 0x2A, 0x37, 0x39,
    0x1D, 0x1E, 0x1F, 0x20, 0x21, 0x1C, 0x25, 0x24, 0x23, 0x22, 0x35, 0x34, 0x2E, 0x3A,
    0x3E, 0x76, 0x31, 0x30, 0x2F, 0x2D, 0x00, 0x1B, 0x32, 0x33, 0x27,
    0x0E, 0xD7, 0x0F, 0xDF, 0x09, 0x08, 0x06, 0x07, 0x0B, 0x02, 0x03, 0x04, 0x05, 0x0A,
    0xDB, 0xE0, 0xD5, 0xD6, 0x72, 0x77, 0x74, 0x73, 0x70, 0x71, 0xDE, 0xD9, 0xDA, 0x0D,
    0x01, 0x75, 0xE3, 0xDD, 0xDC, 0xE2, 0x0C, 0xD8, 0xE4, 0xE5, 0xE1])

#: SHIFT + key -> code, for INKEY$ and the front-ends
SHIFTED_KEYS = shifted_codes(list(TABLE[39:]))


def k_decode(value: int, k_mode: bool) -> int:
    """The code key value ``value`` (1..78) gives, at the K cursor or not."""
    code = TABLE[value - 1]
    if k_mode and (code + 0xC0) & 0xFF >= 0xE6:
        return (code + 0xC0) & 0xFF
    return code
