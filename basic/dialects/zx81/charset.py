"""The ZX81's character set (ROM char-set at 0x1E00, TOKENS at 0x0111).

0 space, 1..10 block graphics, 11 ``"``, 12 £ 13 $ 14 : 15 ? 16 ( 17 ) 18 >
19 < 20 = 21 + 22 - 23 * 24 / 25 ; 26 , 27 . 28..37 digits 38..63 A..Z; 64
RND 65 INKEY$ 66 PI, 118 NEWLINE, tokens 0xC0..0xFF (``""`` AT TAB ? CODE
VAL ... COPY).  What the ZX80 and ZX81 sets share is
basic.dialects.zx8x.charset.
"""
from __future__ import annotations

from ..zx8x.charset import DIGITS, LETTERS, Charset

#: ZX81 codes 1..10 (ROM bitmaps at 0x1E08..): quadrants with bit 0 top-left,
#: bit 1 top-right, bit 2 bottom-left (the bottom-right one is always clear),
#: then chequer, chequer bottom half, chequer top half.
ZX81_GRAPHICS = "▘▝▀▖▌▞▛▒\U0001FB8F\U0001FB8E"
ZX81_CHARS = " " + ZX81_GRAPHICS + "\"£$:?()><=+-*/;,." + DIGITS + LETTERS

#: The inverse forms of the block graphics are other block graphics: the
#: complement of the quadrants, and the shades inverted (Unicode 13's
#: "Symbols for Legacy Computing": inverse medium shade, and half block with
#: the other half in inverse shade).
ZX81_INVERSE_GRAPHICS = {128: "█", 129: "▟", 130: "▙", 131: "▄", 132: "▜",
                         133: "▐", 134: "▚", 135: "▗", 136: "\U0001FB90",
                         137: "\U0001FB91", 138: "\U0001FB92"}

#: ZX81 TOKENS (0x0111): 0xC0..0xFF, and 0x40..0x42 (RND INKEY$ PI).
ZX81_TOKENS = ['""', "AT", "TAB", "?", "CODE", "VAL", "LEN", "SIN", "COS", "TAN",
               "ASN", "ACS", "ATN", "LN", "EXP", "INT", "SQR", "SGN", "ABS", "PEEK",
               "USR", "STR$", "CHR$", "NOT", "**", "OR", "AND", "<=", ">=", "<>",
               "THEN", "TO", "STEP", "LPRINT", "LLIST", "STOP", "SLOW", "FAST",
               "NEW", "SCROLL", "CONT", "DIM", "REM", "FOR", "GOTO", "GOSUB",
               "INPUT", "LOAD", "LIST", "LET", "PAUSE", "NEXT", "POKE", "PRINT",
               "PLOT", "RUN", "SAVE", "RAND", "IF", "CLS", "UNPLOT", "CLEAR",
               "RETURN", "COPY"]
ZX81_FIRST_TOKEN = 0xC0
ZX81_LOW_TOKENS = {0x40: "RND", 0x41: "INKEY$", 0x42: "PI"}
ZX81_NEWLINE = 118


def _zx81_quadrant_code(bits: int) -> int:
    """ZX81: codes 0..7 have the bottom-right quadrant clear; 128..135 are
    their inverses (PLOT relies on the same rule)."""
    if bits & 8:
        return 128 + (~bits & 7)
    return bits


def zx81_spacing(code: int, word: str) -> tuple[bool, bool]:
    """TOKENS (0x094B): a leading space before the words from 0xD8 on that
    start with a letter, a trailing one after every word from 0xC0 on that
    ends in a letter, a digit or ``$`` (the functions 0xC4..0xD7 and RND,
    INKEY$, PI get no leading space)."""
    return (code >= 0xD8 and word[0].isalnum(),
            code >= 0xC0 and (word[-1].isalnum() or word[-1] == "$"))


ZX81 = Charset("zx81", ZX81_CHARS, ZX81_INVERSE_GRAPHICS,
               {**{ZX81_FIRST_TOKEN + i: t for i, t in enumerate(ZX81_TOKENS)},
                **ZX81_LOW_TOKENS}, 11, quadrant_code=_zx81_quadrant_code, quote_image=0xC0,
               spacing=zx81_spacing)
