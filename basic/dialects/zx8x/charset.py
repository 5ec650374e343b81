"""The ZX80 and ZX81 character sets: codes, keyword tokens, text escapes, Unicode.

Neither machine uses ASCII.  Both have 64 printable codes (0..63) whose
``code + 128`` is the same character in inverse video, and keyword tokens in
the top of the table; they differ in where the symbols sit and in the tokens:

* **ZX80** (ROM char-set at 0x0E00, TKN-TABLE at 0x00BA): 0 space, 1 ``"``,
  2..11 block graphics, 12 £ 13 $ 14 : 15 ? 16 ( 17 ) 18 - 19 + 20 * 21 /
  22 = 23 > 24 < 25 ; 26 , 27 . 28..37 digits 38..63 A..Z.  Code 1 also ends
  every string in memory, so a ZX80 string can never hold a ``"``.  Tokens
  0xD4..0xFF (``"`` THEN TO ; , ) ( NOT - + * / AND OR ** = > < LIST ...).
* **ZX81** (ROM char-set at 0x1E00, TOKENS at 0x0111): 0 space, 1..10 block
  graphics, 11 ``"``, 12 £ 13 $ 14 : 15 ? 16 ( 17 ) 18 > 19 < 20 = 21 + 22 -
  23 * 24 / 25 ; 26 , 27 . 28..37 digits 38..63 A..Z; 64 RND 65 INKEY$ 66 PI,
  118 NEWLINE, tokens 0xC0..0xFF (``""`` AT TAB ? CODE VAL ... COPY).

A BASIC string in this project is a Python ``str`` of these machine codes
(``chr(38)`` is "A").  Text is converted only at the edges:

* :func:`decode_text` reads string and REM text in a listing, with the
  community escapes (zmakebas/zxtext2p; see docs/zx81.md and docs/zx80.md);
* :func:`unicode_char` shows one code as Unicode for dumps and terminals
  (inverse characters as themselves, the ``inverse`` flag says so; block
  graphics as quadrant and shade characters).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

DIGITS = "0123456789"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

# --------------------------------------------------------------------------
# the printable 64 of each machine (index = code); graphics as Unicode
# --------------------------------------------------------------------------

#: ZX80 codes 2..11 (ROM bitmaps at 0x0E10..): left half, bottom half,
#: top-left, top-right, bottom-left, bottom-right, top-right+bottom-left,
#: chequer, chequer bottom half, chequer top half.
ZX80_GRAPHICS = "▌▄▘▝▖▗▞▒\U0001FB8F\U0001FB8E"
ZX80_CHARS = " \"" + ZX80_GRAPHICS + "£$:?()-+*/=><;,." + DIGITS + LETTERS

#: ZX81 codes 1..10 (ROM bitmaps at 0x1E08..): quadrants with bit 0 top-left,
#: bit 1 top-right, bit 2 bottom-left (the bottom-right one is always clear),
#: then chequer, chequer bottom half, chequer top half.
ZX81_GRAPHICS = "▘▝▀▖▌▞▛▒\U0001FB8F\U0001FB8E"
ZX81_CHARS = " " + ZX81_GRAPHICS + "\"£$:?()><=+-*/;,." + DIGITS + LETTERS

#: The inverse forms of the block graphics are other block graphics: the
#: complement of the quadrants, and the shades inverted (Unicode 13's
#: "Symbols for Legacy Computing": inverse medium shade, and half block with
#: the other half in inverse shade).
ZX80_INVERSE_GRAPHICS = {128: "█", 130: "▐", 131: "▀", 132: "▟", 133: "▙",
                         134: "▜", 135: "▛", 136: "▚", 137: "\U0001FB90",
                         138: "\U0001FB91", 139: "\U0001FB92"}
ZX81_INVERSE_GRAPHICS = {128: "█", 129: "▟", 130: "▙", 131: "▄", 132: "▜",
                         133: "▐", 134: "▚", 135: "▗", 136: "\U0001FB90",
                         137: "\U0001FB91", 138: "\U0001FB92"}

# --------------------------------------------------------------------------
# keyword tokens
# --------------------------------------------------------------------------

#: ZX80 TKN-TABLE (0x00BA): tokens 0xD4..0xFF; '?' entries are unused codes.
ZX80_TOKENS = ['"', "THEN", "TO", ";", ",", ")", "(", "NOT", "-", "+", "*", "/",
               "AND", "OR", "**", "=", ">", "<", "LIST", "RETURN", "CLS", "DIM",
               "SAVE", "FOR", "GO TO", "POKE", "INPUT", "RANDOMISE", "LET", "?",
               "?", "NEXT", "PRINT", "?", "NEW", "RUN", "STOP", "CONTINUE", "IF",
               "GO SUB", "LOAD", "CLEAR", "REM", "?"]
ZX80_FIRST_TOKEN = 0xD4

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


@dataclass(frozen=True)
class Charset:
    """One machine's character set, as the syntax, the screen and dumps use it."""
    name: str
    chars: str                       # codes 0..63
    inverse_graphics: dict[int, str]
    tokens: dict[int, str]           # token code -> spelling
    quote: int                       # the code of '"' in strings

    def unicode_char(self, code: int) -> str:
        """How one code looks, as one or more Unicode characters (tokens are
        spelt out; codes with no glyph are ``?``, as the ROMs print them)."""
        if 0 <= code < 64:
            return self.chars[code]
        if 128 <= code < 192:
            return self.inverse_graphics.get(code, self.chars[code - 128])
        return self.tokens.get(code, "?")

    def is_inverse(self, code: int) -> bool:
        """True for the inverse-video characters 128..191 that are not block
        graphics (those are drawn as their own Unicode blocks)."""
        return 128 <= code < 192 and code not in self.inverse_graphics

    def text(self, codes: str) -> str:
        """Machine codes -> Unicode (inverse shown as the plain character)."""
        return "".join(self.unicode_char(ord(c)) for c in codes)

    @property
    def code_of(self) -> dict[str, int]:
        return _code_table(self.name)


ZX80 = Charset("zx80", ZX80_CHARS, ZX80_INVERSE_GRAPHICS,
               {ZX80_FIRST_TOKEN + i: t for i, t in enumerate(ZX80_TOKENS)}, 1)
ZX81 = Charset("zx81", ZX81_CHARS, ZX81_INVERSE_GRAPHICS,
               {**{ZX81_FIRST_TOKEN + i: t for i, t in enumerate(ZX81_TOKENS)},
                **ZX81_LOW_TOKENS}, 11)
CHARSETS = {"zx80": ZX80, "zx81": ZX81}


@lru_cache(maxsize=None)
def _code_table(name: str) -> dict[str, int]:
    """Unicode character -> code, for the printable characters and graphics
    of one machine (inverse graphics included)."""
    cs = CHARSETS[name]
    table = {ch: code for code, ch in enumerate(cs.chars)}
    for code, ch in cs.inverse_graphics.items():
        table.setdefault(ch, code)
    return table


# --------------------------------------------------------------------------
# escapes in listings (strings and REMs)
# --------------------------------------------------------------------------

#: zmakebas ``\xy`` block graphics: x for the left half, y for the right half,
#: each ' (top), . (bottom), : (both) or space, as quadrant bit patterns
#: (1 top-left, 2 top-right, 4 bottom-left, 8 bottom-right).
_HALF = {" ": (0, 0), "'": (1, 0), ".": (0, 1), ":": (1, 1)}


def _quadrants(pair: str) -> int | None:
    left, right = pair[0], pair[1]
    if left not in _HALF or right not in _HALF:
        return None
    lt, lb = _HALF[left]
    rt, rb = _HALF[right]
    return lt | (rt << 1) | (lb << 2) | (rb << 3)


def _zx81_quadrant_code(bits: int) -> int:
    """ZX81: codes 0..7 have the bottom-right quadrant clear; 128..135 are
    their inverses (PLOT relies on the same rule)."""
    if bits & 8:
        return 128 + (~bits & 7)
    return bits


#: ZX80 quadrant bits -> code (ROM bitmaps 0x0E00..: 2 left half, 3 bottom
#: half, 4 top-left, 5 top-right, 6 bottom-left, 7 bottom-right, 8 top-right
#: + bottom-left; 128+n are their inverses).
_ZX80_QUADRANT_CODES = {0: 0, 5: 2, 12: 3, 1: 4, 2: 5, 4: 6, 8: 7, 6: 8,
                        15: 128, 10: 130, 3: 131, 14: 132, 13: 133, 11: 134,
                        7: 135, 9: 136}


def _shade_escapes(cs: Charset) -> dict[str, int]:
    """zmakebas ``\\!:`` ``\\!.`` ``\\!'`` and zxtext2p ``\\##`` ``\\,,``
    ``\\~~`` (chequer, its bottom half, its top half) and their inverses
    ``\\|:`` ``\\|.`` ``\\|'`` / ``\\@@`` ``\\;;`` ``\\!!``."""
    base = 8 if cs.name == "zx81" else 9
    full, bottom, top = base, base + 1, base + 2
    return {"!:": full, "!.": bottom, "!'": top, "##": full, ",,": bottom, "~~": top,
            "|:": 128 + full, "|.": 128 + bottom, "|'": 128 + top,
            "@@": 128 + full, ";;": 128 + bottom, "!!": 128 + top}


class EscapeError(ValueError):
    """A malformed escape; ``index`` is where it starts."""

    def __init__(self, message: str, index: int) -> None:
        super().__init__(message)
        self.index = index


def decode_char(cs: Charset, text: str, i: int) -> tuple[int, int]:
    """One character of string/REM text at ``text[i]`` -> (code, next index).

    ``\\{n}`` any code; ``\\xy`` block graphics; ``\\!:`` and friends the
    shades; ``\\\\`` and ``#`` £; ``%c`` and ``\\c`` inverse c (zxtext2p and
    zmakebas); lower-case letters are the inverse letters (zmakebas); a
    backtick is the ZX81 quote image; Unicode block graphics and £ as
    themselves."""
    ch = text[i]
    table = cs.code_of
    if ch == "\\":
        rest = text[i + 1:i + 3]
        if rest.startswith("{"):
            end = text.find("}", i)
            if end < 0 or not text[i + 2:end].isdigit():
                raise EscapeError("\\{ needs a code and }", i)
            code = int(text[i + 2:end])
            if code > 255:
                raise EscapeError(f"code {code} is above 255", i)
            return code, end + 1
        if len(rest) == 2:
            shades = _shade_escapes(cs)
            if rest in shades:
                return shades[rest], i + 3
            bits = _quadrants(rest)
            if bits is not None:
                code = (_zx81_quadrant_code(bits) if cs.name == "zx81"
                        else _ZX80_QUADRANT_CODES.get(bits))
                if code is not None:
                    return code, i + 3
        if rest[:1] == "\\":
            return table["£"], i + 2
        if rest[:1] == "@":
            return 128 + table["£"], i + 2
        if rest[:1]:
            inner = rest[:1].upper()
            if inner in table and table[inner] < 64:
                return 128 + table[inner], i + 2
        raise EscapeError(f"unknown escape {text[i:i + 3]!r}", i)
    if ch == "%" and i + 1 < len(text):
        inner = text[i + 1].upper()
        if inner == "#":
            inner = "£"
        if inner in table and table[inner] < 64:
            return 128 + table[inner], i + 2
        raise EscapeError(f"unknown inverse character {text[i:i + 2]!r}", i)
    if ch == "#":
        return table["£"], i + 1
    if ch == "`" and cs.name == "zx81":
        return 0xC0, i + 1
    if "a" <= ch <= "z":
        return 128 + table[ch.upper()], i + 1
    if ch in table:
        return table[ch], i + 1
    raise EscapeError(f"the {cs.name.upper()} has no character {ch!r}", i)


def decode_text(cs: Charset, text: str) -> str:
    """A whole run of listing text -> machine codes (see :func:`decode_char`)."""
    out = []
    i = 0
    while i < len(text):
        code, i = decode_char(cs, text, i)
        out.append(chr(code))
    return "".join(out)


def encode_char(cs: Charset, code: int) -> str:
    """One code -> listing text that :func:`decode_char` reads back."""
    if 0 <= code < 64:
        ch = cs.chars[code]
        if ch == "£":
            return "\\\\"
        if ch in ('"', "\\", "%", "#", "`") or ord(ch) > 0x7E:
            return "\\{%d}" % code
        return ch
    if 128 <= code < 192:
        ch = cs.chars[code - 128]
        if "A" <= ch <= "Z":
            return ch.lower()
        if code in cs.inverse_graphics or ord(ch) > 0x7E or ch in ('"', "\\", "%", "#"):
            return "\\{%d}" % code
        return "%" + ch
    return "\\{%d}" % code


def input_codes(cs: Charset, text: str) -> str:
    """Text typed at INPUT -> machine codes: upper case only (the ZX80 and
    ZX81 have no lower case), escapes as in listings."""
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if "a" <= ch <= "z":
            out.append(chr(cs.code_of[ch.upper()]))
            i += 1
            continue
        try:
            code, i = decode_char(cs, text, i)
        except EscapeError:
            code, i = cs.code_of["?"], i + 1
        out.append(chr(code))
    return "".join(out)
