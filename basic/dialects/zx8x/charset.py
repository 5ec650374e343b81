"""What the ZX80 and ZX81 character sets share: the Charset, text escapes, Unicode.

Neither machine uses ASCII.  Both have 64 printable codes (0..63) whose
``code + 128`` is the same character in inverse video, and keyword tokens in
the top of the table; they differ in where the symbols sit and in the tokens
(each machine's own table is its package's ``charset`` module:
basic.dialects.zx80.charset, basic.dialects.zx81.charset).

A BASIC string in this project is a Python ``str`` of these machine codes
(``chr(38)`` is "A").  Text is converted only at the edges:

* :func:`decode_text` reads string and REM text in a listing, with the
  community escapes (zmakebas/zxtext2p; see docs/zx81.md and docs/zx80.md);
* :func:`unicode_char` shows one code as Unicode for dumps and terminals
  (inverse characters as themselves, the ``inverse`` flag says so; block
  graphics as quadrant and shade characters).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable, Optional

DIGITS = "0123456789"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class Charset:
    """One machine's character set, as the syntax, the screen and dumps use it."""
    name: str
    chars: str                       # codes 0..63
    inverse_graphics: dict[int, str]
    tokens: dict[int, str]           # token code -> spelling
    quote: int                       # the code of '"' in strings
    #: zmakebas quadrant bits (1 top-left, 2 top-right, 4 bottom-left, 8
    #: bottom-right) -> the code of that block graphic, or None
    quadrant_code: Callable[[int], Optional[int]] = field(default=lambda bits: None,
                                                          compare=False)
    #: the code a string's quote image has, typed as a backtick (ZX81: 0xC0)
    quote_image: Optional[int] = None
    #: characters whose key gives another code, in strings and REMs too
    #: (the ZX80's symbol keys give their tokens): character code -> code
    keyed: dict[int, int] = field(default_factory=dict, compare=False)
    #: keyword code and word -> (a leading space when FLAGS bit 0 allows,
    #: a trailing space): the ROM's rule for printing keywords
    spacing: Callable[[int, str], tuple[bool, bool]] = field(
        default=lambda code, word: (False, False), compare=False)

    @cached_property
    def graphic_escapes(self) -> dict[int, str]:
        """Block graphic and shade codes -> their escapes."""
        return graphic_escapes(self)

    @cached_property
    def unkeyed(self) -> dict[int, int]:
        """The codes :attr:`keyed` gives -> the character they are typed as."""
        return {code: char for char, code in self.keyed.items()}

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

    @cached_property
    def code_of(self) -> dict[str, int]:
        """Unicode character -> code, for the printable characters and
        graphics (inverse graphics included)."""
        table = {ch: code for code, ch in enumerate(self.chars)}
        for code, ch in self.inverse_graphics.items():
            table.setdefault(ch, code)
        return table


# --------------------------------------------------------------------------
# how the ROMs print a line's codes
# --------------------------------------------------------------------------

#: a printed code: (spaces before it, its characters, spaces after it)
Printed = tuple[int, list[int], int]


def is_character(code: int) -> bool:
    """A code that prints as itself (0..63 and their inverses)."""
    return code < 64 or 128 <= code < 192


def listed(cs: Charset, codes: list[int], no_lead: bool = True) -> list[Printed]:
    """``codes`` (a line's body, an answer) as LIST and the editor print
    them, one entry a code: a keyword spelt out, with a leading space only
    while FLAGS bit 0 is clear (it is set at the start of a line by the
    ZX80's OUT-LINE-2 and the ZX81's COPY-LINE, and by a keyword's trailing
    space; any other character but a space clears it) and a trailing space
    as ``cs.spacing`` says; a space (code 0) printed as itself leaves the
    bit as it is."""
    table = cs.code_of
    out: list[Printed] = []
    for code in codes:
        if is_character(code):
            out.append((0, [code], 0))
            if code:
                no_lead = False
            continue
        word = cs.tokens.get(code, "?")
        lead, trail = cs.spacing(code, word)
        out.append((1 if lead and not no_lead else 0,
                    [table.get(ch, table["?"]) for ch in word], 1 if trail else 0))
        no_lead = trail
    return out


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


def _shade_escapes(cs: Charset) -> dict[str, int]:
    """zmakebas ``\\!:`` ``\\!.`` ``\\!'`` and zxtext2p ``\\##`` ``\\,,``
    ``\\~~`` (chequer, its bottom half, its top half) and their inverses
    ``\\|:`` ``\\|.`` ``\\|'`` / ``\\@@`` ``\\;;`` ``\\!!``."""
    base = cs.chars.index("\u2592")          # the chequer, then its halves
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
                code = cs.quadrant_code(bits)
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
    if ch == "`" and cs.quote_image is not None:
        return cs.quote_image, i + 1
    if "a" <= ch <= "z":
        return 128 + table[ch.upper()], i + 1
    if ch in table:
        code = table[ch]
        return cs.keyed.get(code, code), i + 1
    raise EscapeError(f"the {cs.name.upper()} has no character {ch!r}", i)


def decode_text(cs: Charset, text: str) -> str:
    """A whole run of listing text -> machine codes (see :func:`decode_char`)."""
    out = []
    i = 0
    while i < len(text):
        code, i = decode_char(cs, text, i)
        out.append(chr(code))
    return "".join(out)


def graphic_escapes(cs: Charset) -> dict[int, str]:
    """The block graphics and shades (and their inverses) -> their
    zmakebas escapes (``\\' `` .. ``\\::``, ``\\!:`` .. ``\\|'``)."""
    out: dict[int, str] = {}
    halves = {(0, 0): " ", (1, 0): "'", (0, 1): ".", (1, 1): ":"}
    for bits in range(1, 16):
        code = cs.quadrant_code(bits)
        if code is not None and code not in out:
            left = halves[(bits & 1, bits >> 2 & 1)]
            right = halves[(bits >> 1 & 1, bits >> 3 & 1)]
            out[code] = "\\" + left + right
    for escape, code in _shade_escapes(cs).items():
        if escape[0] in "!|":
            out.setdefault(code, "\\" + escape)
    return out


def encode_char(cs: Charset, code: int) -> str:
    """One code -> listing text that :func:`decode_char` reads back, in the
    zmakebas conventions: a character as itself (a ZX80 symbol's token as
    the symbol typed), block graphics and shades as their escapes, £ as
    ``\\\\``, an inverse letter in lower case, another inverse character
    with a backslash before it (``\\$``; ``%`` before ``:`` and ``.``,
    which a backslash would make a block graphic), any other code as
    ``\\{n}``; the ZX81's quote image as a backtick."""
    if code in cs.unkeyed:
        return cs.chars[cs.unkeyed[code]]
    if code == cs.quote_image:
        return "`"
    graphic = cs.graphic_escapes.get(code)
    if graphic is not None:
        return graphic
    if 0 <= code < 64:
        ch = cs.chars[code]
        if ch == "£":
            return "\\\\"
        if ch in ('"', "\\", "%", "#", "`") or ord(ch) > 0x7E or code in cs.keyed:
            return "\\{%d}" % code
        return ch
    if 128 <= code < 192:
        ch = cs.chars[code - 128]
        if "A" <= ch <= "Z":
            return ch.lower()
        if ch == "£":
            return "\\@"
        if ord(ch) > 0x7E or ch in ("\\", "%", "#", "`", " "):
            return "\\{%d}" % code
        return ("%" if ch in ":." else "\\") + ch
    return "\\{%d}" % code


def input_codes(cs: Charset, text: str) -> str:
    """Text typed at INPUT -> machine codes: upper case only (the ZX80 and
    ZX81 have no lower case), escapes as in listings.  A character the
    machine has no code for (``&``, ``é``, ``€``, an emoji) is left out, as a
    key the keyboard does not have."""
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
            i += 1
            continue
        out.append(chr(code))
    return "".join(out)
