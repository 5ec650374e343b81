"""The ZX80's character set (ROM char-set at 0x0E00, TKN-TABLE at 0x00BA).

0 space, 1 ``"``, 2..11 block graphics, 12 £ 13 $ 14 : 15 ? 16 ( 17 ) 18 -
19 + 20 * 21 / 22 = 23 > 24 < 25 ; 26 , 27 . 28..37 digits 38..63 A..Z.
Code 1 also ends every string in memory, so a ZX80 string can never hold a
``"``.  Tokens 0xD4..0xFF (``"`` THEN TO ; , ) ( NOT - + * / AND OR ** = > <
LIST ...).  What the ZX80 and ZX81 sets share is basic.dialects.zx8x.charset.
"""
from __future__ import annotations

from ..zx8x.charset import DIGITS, LETTERS, Charset

#: ZX80 codes 2..11 (ROM bitmaps at 0x0E10..): left half, bottom half,
#: top-left, top-right, bottom-left, bottom-right, top-right+bottom-left,
#: chequer, chequer bottom half, chequer top half.
ZX80_GRAPHICS = "▌▄▘▝▖▗▞▒\U0001FB8F\U0001FB8E"
ZX80_CHARS = " \"" + ZX80_GRAPHICS + "£$:?()-+*/=><;,." + DIGITS + LETTERS

#: The inverse forms of the block graphics are other block graphics: the
#: complement of the quadrants, and the shades inverted (Unicode 13's
#: "Symbols for Legacy Computing": inverse medium shade, and half block with
#: the other half in inverse shade).
ZX80_INVERSE_GRAPHICS = {128: "█", 130: "▐", 131: "▀", 132: "▟", 133: "▙",
                         134: "▜", 135: "▛", 136: "▚", 137: "\U0001FB90",
                         138: "\U0001FB91", 139: "\U0001FB92"}

#: ZX80 TKN-TABLE (0x00BA): tokens 0xD4..0xFF; '?' entries are unused codes.
ZX80_TOKENS = ['"', "THEN", "TO", ";", ",", ")", "(", "NOT", "-", "+", "*", "/",
               "AND", "OR", "**", "=", ">", "<", "LIST", "RETURN", "CLS", "DIM",
               "SAVE", "FOR", "GO TO", "POKE", "INPUT", "RANDOMISE", "LET", "?",
               "?", "NEXT", "PRINT", "?", "NEW", "RUN", "STOP", "CONTINUE", "IF",
               "GO SUB", "LOAD", "CLEAR", "REM", "?"]
ZX80_FIRST_TOKEN = 0xD4

#: ZX80 quadrant bits -> code (ROM bitmaps 0x0E00..: 2 left half, 3 bottom
#: half, 4 top-left, 5 top-right, 6 bottom-left, 7 bottom-right, 8 top-right
#: + bottom-left; 128+n are their inverses).
_ZX80_QUADRANT_CODES = {0: 0, 5: 2, 12: 3, 1: 4, 2: 5, 4: 6, 8: 7, 6: 8,
                        15: 128, 10: 130, 3: 131, 14: 132, 13: 133, 11: 134,
                        7: 135, 9: 136}

#: The keys for ( ) - + * / = > < ; , give their tokens wherever they are
#: typed, in strings and REMs too (the shifted half of MAIN-KEYS, 0x0093):
#: no key gives the characters 16..26, so ``PRINT CODE "("`` is 218.
ZX80_KEYED = {ZX80_CHARS.index(sym): ZX80_FIRST_TOKEN + ZX80_TOKENS.index(sym)
              for sym in "()-+*/=><;,"}



def zx80_spacing(code: int, word: str) -> tuple[bool, bool]:
    """PO-TOKEN (0x0584): a leading space before a word whose first
    character is a digit or a letter, a trailing one after a word whose last
    character is; the codes below 0xD4 print as ``?``, without spaces."""
    if code < ZX80_FIRST_TOKEN:
        return False, False
    return word[0].isalnum(), word[-1].isalnum()


ZX80 = Charset("zx80", ZX80_CHARS, ZX80_INVERSE_GRAPHICS,
               {ZX80_FIRST_TOKEN + i: t for i, t in enumerate(ZX80_TOKENS)}, 1,
               quadrant_code=_ZX80_QUADRANT_CODES.get, keyed=ZX80_KEYED,
               spacing=zx80_spacing)
