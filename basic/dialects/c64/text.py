"""Commodore listings as text files: petcat's conventions, both ways.

A C64 program line holds PETSCII codes; a text listing spells the ones a
keyboard cannot type in braces, as VICE's ``petcat`` does:

* control codes by name: ``{clr}`` ``{home}`` ``{down}`` ``{up}`` ``{left}``
  ``{rght}`` ``{rvon}`` ``{rvof}`` ``{inst}`` ``{del}`` ``{swlc}`` ``{swuc}``,
  the colours ``{blk}`` ``{wht}`` ``{red}`` ``{cyn}`` ``{pur}`` ``{grn}``
  ``{blu}`` ``{yel}`` ``{orng}`` ``{brn}`` ``{lred}`` ``{gry1}`` ``{gry2}``
  ``{lgrn}`` ``{lblu}`` ``{gry3}``, ``{f1}``..``{f8}``, with common long
  forms accepted too (``{right}``, ``{rvs on}``, ``{white}``, ``{cursor down}``);
* a count repeats a code: ``{3 down}``;
* graphics by the key that types them: ``{CBM-R}`` (Commodore key + R),
  ``{SHIFT-+}``, ``{SHIFT-SPACE}``, ``{CBM-POUND}``;
* any code by number: ``{$a0}`` (hex) or ``{160}``.

Letters follow one of two case conventions, chosen per listing
(:func:`listing_case`):

* ``upper`` (the usual way magazines' listings are typed into text files, and
  the c64ref cases'): upper case letters are the unshifted letters
  (PETSCII 65-90), lower case letters the same;
* ``petcat`` (petcat's own output): lower case letters are the unshifted
  letters and upper case letters the *shifted* ones (PETSCII 193-218) -- so
  the abbreviation typed as P, SHIFT+O is written ``pO``.  A listing is in this
  convention when its keywords are in lower case (more of them than in
  capitals); lower case text in strings, REM and DATA does not count.

``£ ↑ ← π`` stand for themselves; the Unicode characters our terminal shows
for PETSCII graphics (basic.dialects.c64.petscii) are accepted as the codes
they show.
"""
from __future__ import annotations

import re
from typing import Optional

from .petscii import UNICODE_TO_PETSCII
from .tokens import KEYWORDS
from ...core.errors import BasicSyntaxError

#: canonical petcat names of control codes
CONTROL_NAMES: dict[int, str] = {
    0x03: "stop", 0x05: "wht", 0x08: "dish", 0x09: "ensh", 0x0D: "return", 0x0E: "swlc",
    0x11: "down", 0x12: "rvon", 0x13: "home", 0x14: "del", 0x1B: "esc", 0x1C: "red",
    0x1D: "rght", 0x1E: "grn", 0x1F: "blu", 0x81: "orng", 0x85: "f1", 0x86: "f3",
    0x87: "f5", 0x88: "f7", 0x89: "f2", 0x8A: "f4", 0x8B: "f6", 0x8C: "f8",
    0x8D: "sret", 0x8E: "swuc", 0x90: "blk", 0x91: "up", 0x92: "rvof", 0x93: "clr",
    0x94: "inst", 0x95: "brn", 0x96: "lred", 0x97: "gry1", 0x98: "gry2", 0x99: "lgrn",
    0x9A: "lblu", 0x9B: "gry3", 0x9C: "pur", 0x9D: "left", 0x9E: "yel", 0x9F: "cyn",
}

ALIASES: dict[str, int] = {
    "right": 0x1D, "crsr right": 0x1D, "cursor right": 0x1D, "crsr rt": 0x1D,
    "crsr left": 0x9D, "cursor left": 0x9D, "crsr up": 0x91, "cursor up": 0x91,
    "crsr down": 0x11, "cursor down": 0x11, "crsr dn": 0x11, "dn": 0x11,
    "rvs on": 0x12, "rvs": 0x12, "reverse on": 0x12, "rvs off": 0x92, "reverse off": 0x92,
    "rvsoff": 0x92, "rvson": 0x12, "clear": 0x93, "cls": 0x93, "insert": 0x94,
    "delete": 0x14, "lower case": 0x0E, "upper case": 0x8E, "shift return": 0x8D,
    "black": 0x90, "white": 0x05, "cyan": 0x9F, "purple": 0x9C, "green": 0x1E,
    "blue": 0x1F, "yellow": 0x9E, "orange": 0x81, "brown": 0x95, "lt red": 0x96,
    "light red": 0x96, "pink": 0x96, "grey1": 0x97, "gray1": 0x97, "dark grey": 0x97,
    "dark gray": 0x97, "grey2": 0x98, "gray2": 0x98, "grey": 0x98, "gray": 0x98,
    "lt green": 0x99, "light green": 0x99, "lt blue": 0x9A, "light blue": 0x9A,
    "grey3": 0x9B, "gray3": 0x9B, "light grey": 0x9B, "light gray": 0x9B,
    "space": 0x20, "pi": 0xFF, "pound": 0x5C,
}

NAMED: dict[str, int] = {name: code for code, name in CONTROL_NAMES.items()}
NAMED.update(ALIASES)

#: the keyboard: unshifted key -> (SHIFT + key, Commodore key + key), from the
#: KERNAL's keyboard tables
KEYS: dict[str, tuple[int, int]] = {
    "3": (0x23, 0x96), "W": (0xD7, 0xB3), "A": (0xC1, 0xB0), "4": (0x24, 0x97),
    "Z": (0xDA, 0xAD), "S": (0xD3, 0xAE), "E": (0xC5, 0xB1), "5": (0x25, 0x98),
    "R": (0xD2, 0xB2), "D": (0xC4, 0xAC), "6": (0x26, 0x99), "C": (0xC3, 0xBC),
    "F": (0xC6, 0xBB), "T": (0xD4, 0xA3), "X": (0xD8, 0xBD), "7": (0x27, 0x9A),
    "Y": (0xD9, 0xB7), "G": (0xC7, 0xA5), "8": (0x28, 0x9B), "B": (0xC2, 0xBF),
    "H": (0xC8, 0xB4), "U": (0xD5, 0xB8), "V": (0xD6, 0xBE), "9": (0x29, 0x29),
    "I": (0xC9, 0xA2), "J": (0xCA, 0xB5), "0": (0x30, 0x30), "M": (0xCD, 0xA7),
    "K": (0xCB, 0xA1), "O": (0xCF, 0xB9), "N": (0xCE, 0xAA), "+": (0xDB, 0xA6),
    "P": (0xD0, 0xAF), "L": (0xCC, 0xB6), "-": (0xDD, 0xDC), ".": (0x3E, 0x3E),
    ":": (0x5B, 0x5B), "@": (0xBA, 0xA4), ",": (0x3C, 0x3C), "\u00A3": (0xA9, 0xA8),
    "*": (0xC0, 0xDF), ";": (0x5D, 0x5D), "=": (0x3D, 0x3D), "\u2191": (0xDE, 0xDE),
    "/": (0x3F, 0x3F), "1": (0x21, 0x81), "\u2190": (0x5F, 0x5F), "2": (0x22, 0x95),
    " ": (0xA0, 0xA0), "Q": (0xD1, 0xAB),
}
KEY_ALIASES = {"POUND": "\u00A3", "SPACE": " ", "^": "\u2191", "UP ARROW": "\u2191",
               "ARROW UP": "\u2191", "_": "\u2190", "LEFT ARROW": "\u2190",
               "ARROW LEFT": "\u2190", "\\": "\u00A3"}

#: what {SHIFT-x} / {CBM-x} we write for a graphics code (LIST, petcat style)
KEY_NAME: dict[int, str] = {}
for _key, (_shift, _cbm) in KEYS.items():
    _spelt = {"\u00A3": "POUND", " ": "SPACE", "\u2191": "^", "\u2190": "_"}.get(_key, _key)
    if _cbm >= 0xA0:
        KEY_NAME.setdefault(_cbm, "CBM-" + _spelt)
    if _shift >= 0xA0:
        KEY_NAME.setdefault(_shift, "SHIFT-" + _spelt)

PLAIN = {"\u00A3": 0x5C, "\u2191": 0x5E, "\u2190": 0x5F, "\u03C0": 0xFF}

_BRACE = re.compile(r"\{([^{}]*)\}")
_COUNT = re.compile(r"^\s*(\d+)\s+(.+?)\s*$")


def brace_code(inside: str) -> list[int]:
    """The codes ``{inside}`` stands for (ValueError if it names nothing)."""
    text = inside.strip()
    m = _COUNT.match(text)
    if m and not text.isdigit():
        return brace_code(m.group(2)) * int(m.group(1))
    low = text.lower()
    if low in NAMED:
        return [NAMED[low]]
    if low.startswith("$") and re.fullmatch(r"\$[0-9a-f]{1,2}", low):
        return [int(low[1:], 16)]
    if text.isdigit() and int(text) < 256:
        return [int(text)]
    for prefix, which in (("shift-", 0), ("cbm-", 1), ("c=", 1), ("commodore-", 1)):
        if low.startswith(prefix):
            key = text[len(prefix):]
            key = KEY_ALIASES.get(key.upper(), key.upper() if len(key) == 1 else key)
            if key in KEYS:
                return [KEYS[key][which]]
    raise ValueError(f"unknown {{{inside}}}")


def decode(text: str, petcat_case: bool = False, line: int | None = None,
           column: int = 1, drop_unknown: bool = False) -> str:
    """Listing text -> PETSCII codes (``str`` of ``chr(0..255)``).  Raises
    BasicSyntaxError for a brace that names no code, and for a character
    the C64 has no code for (``é``, ``€``), at its column -- unless
    ``drop_unknown`` (an INPUT answer), when such a character is left out, as
    a key the keyboard does not have."""
    out: list[str] = []
    i = 0
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == "{":
            m = _BRACE.match(text, i)
            if m:
                try:
                    out.extend(map(chr, brace_code(m.group(1))))
                except ValueError as exc:
                    raise BasicSyntaxError(str(exc), line, column + i) from None
                i = m.end()
                continue
        code = char_code(ch, petcat_case)
        if code is not None:
            out.append(chr(code))
        elif not drop_unknown:
            raise BasicSyntaxError(f"unexpected character {ch!r}", line, column + i)
        i += 1
    return "".join(out)


def typed_codes(text: str) -> str:
    """An answer typed at INPUT as PETSCII codes: braces as in a listing (a
    brace that names nothing is typed as it stands), characters the keyboard
    cannot type left out."""
    try:
        return decode(text, drop_unknown=True)
    except BasicSyntaxError:
        codes = (char_code(ch, False) for ch in text)
        return "".join(chr(c) for c in codes if c is not None)


def char_code(ch: str, petcat_case: bool) -> Optional[int]:
    """One typed character's PETSCII code; None for a character the C64 has
    no code for."""
    if "a" <= ch <= "z":
        return ord(ch) - 32
    if "A" <= ch <= "Z":
        return ord(ch) + 0x80 if petcat_case else ord(ch)
    if ch in PLAIN:
        return PLAIN[ch]
    o = ord(ch)
    if o < 0x80:
        return o
    return UNICODE_TO_PETSCII.get(ch)


def code_text(code: int, petcat_case: bool = False) -> str:
    """One PETSCII code as a listing writes it."""
    if 0x41 <= code <= 0x5A:
        return chr(code + 32) if petcat_case else chr(code)
    if petcat_case and 0xC1 <= code <= 0xDA:
        return chr(code - 0x80)
    if code == 0x5C:
        return "\u00A3"
    if code == 0x5E:
        return "\u2191"
    if code == 0x5F:
        return "\u2190"
    if code == 0xFF:
        return "\u03C0"
    if 0x20 <= code < 0x5C or code == 0x5D:
        return chr(code)
    if code in CONTROL_NAMES:
        return "{" + CONTROL_NAMES[code] + "}"
    if code in KEY_NAME:
        return "{" + KEY_NAME[code] + "}"
    return "{$%02x}" % code


def encode(codes: str, petcat_case: bool = False) -> str:
    """PETSCII codes -> listing text, runs of one control code as ``{3 down}``."""
    out: list[str] = []
    i, n = 0, len(codes)
    while i < n:
        c = ord(codes[i])
        j = i + 1
        text = code_text(c, petcat_case)
        if text.startswith("{") and c in CONTROL_NAMES:
            while j < n and codes[j] == codes[i]:
                j += 1
            if j - i > 1:
                text = "{%d %s}" % (j - i, CONTROL_NAMES[c])
        out.append(text)
        i = j
    return "".join(out)


_CODE_LOWER = re.compile(r"[a-z]")


#: the keywords that are words (LIST's spelling less a ``$``, ``(`` or ``#``), longest first
_WORDS = sorted({kw.rstrip("$(#") for kw in KEYWORDS if kw[0].isalpha()}, key=len, reverse=True)
_UPPER_KEYWORD = re.compile("|".join(_WORDS))
_LOWER_KEYWORD = re.compile("|".join(w.lower() for w in _WORDS))
#: petcat's abbreviations: the last letter typed with SHIFT (``pO``, ``gE``)
_ABBREVIATION = re.compile(r"[a-z][A-Z]")
_REM_OR_DATA = re.compile(r"rem|data", re.IGNORECASE)


def _code_text(raw: str) -> str:
    """A listing line's keywords and names: the line number, braces,
    strings, and the text of REM and DATA left out."""
    body = re.sub(r"^\s*\d+", "", raw)
    body = re.sub(r"\{[^{}]*\}", "", body)
    body = re.sub(r'"[^"]*("|$)', "", body)
    m = _REM_OR_DATA.search(body)
    while m:
        if m.group().lower() == "rem":
            return body[:m.end()]
        colon = body.find(":", m.end())
        body = body[:m.end()] + ("" if colon < 0 else body[colon:])
        m = _REM_OR_DATA.search(body, m.end())
    return body


def listing_case(lines: list[str]) -> bool:
    """True when a listing follows petcat's case convention: its keywords
    are in lower case (``10 print``, ``pO``).  A listing whose keywords are
    capitals is plain text, whatever case its strings, REM and DATA text
    have."""
    lower = upper = 0
    for raw in lines:
        s = raw.strip()
        if not s or s.startswith("#"):
            continue
        body = _code_text(s)
        lower += len(_LOWER_KEYWORD.findall(body)) + len(_ABBREVIATION.findall(body))
        upper += len(_UPPER_KEYWORD.findall(body))
    return lower > upper
