"""Spectrum characters in text listings: the escapes inside strings and REM.

A listing is Unicode text; a BASIC string is machine character codes
(chr(0)..chr(255), see docs/internals.md).  Inside string literals and after
REM the listing may spell the codes that have no ASCII form.  The list is the
oracle's (zxoracle's README, "Listing format"; docs/testing.md):

* ``[UDG-A]`` .. ``[UDG-U]``: user-defined graphics, codes 144..164 (any case);
* ``\\a`` .. ``\\u``: the same, zmakebas style (lower case only);
* ``\\XY``: block graphic 128..143; X is the left half, Y the right, each one
  of space ``.`` ``'`` ``:`` (none, bottom, top, both);
* ``\\*``: © (code 127); ``\\\\``: a backslash; ``\\@``: @ (zmakebas; the
  oracle accepts it too);
* ``\\{n}`` or ``\\{0xNN}``: any code (taken modulo 256);
* ``£ © ↑``: codes 96, 127, 94; the Unicode quadrants ``▘▝▀▖▌▞▛▗▚▐▜▄▙▟█``:
  the block graphics.

A backslash that starts none of these is an ordinary backslash.  Any other
character stands for its own code if it is below 256.
"""
from __future__ import annotations

import re

from ...core.errors import BasicSyntaxError

#: Unicode quadrant for block graphic 0x80+i (bit 0 top right, bit 1 top left,
#: bit 2 bottom right, bit 3 bottom left - the ROM's layout).
QUADRANTS = " ▝▘▀▗▐▚▜▖▞▌▛▄▟▙█"
SPECIAL_TO_CODE = {"£": 0x60, "©": 0x7F, "↑": 0x5E}
UNICODE_TO_CODE: dict[str, int] = dict(SPECIAL_TO_CODE)
UNICODE_TO_CODE.update({ch: 0x80 + i for i, ch in enumerate(QUADRANTS) if i})

_HALF = {" ": 0, "'": 1, ".": 2, ":": 3}       # bit 0 top, bit 1 bottom
_HALF_CHAR = {v: k for k, v in _HALF.items()}
_UDG_RE = re.compile(r"\[UDG-([A-Ua-u])\]")
_CODE_RE = re.compile(r"\\\{(0[xX][0-9A-Fa-f]+|[0-9]+)\}")

UDG_FIRST = 0x90
UDG_LAST = 0xA4
BLOCK_FIRST = 0x80
BLOCK_LAST = 0x8F


class EscapeError(ValueError):
    """A character that has no Spectrum code (``index`` is where it is)."""

    def __init__(self, message: str, index: int) -> None:
        super().__init__(message)
        self.index = index


def block_code(left: int, right: int) -> int:
    """Block graphic code for two halves (0 none, 1 top, 2 bottom, 3 both)."""
    code = BLOCK_FIRST
    if left & 1:
        code |= 2
    if left & 2:
        code |= 8
    if right & 1:
        code |= 1
    if right & 2:
        code |= 4
    return code


def decode_char(text: str, i: int) -> tuple[int, int]:
    """Decode the character (or escape) at ``text[i]``: ``(code, next index)``."""
    c = text[i]
    if c == "[":
        m = _UDG_RE.match(text, i)
        if m:
            return UDG_FIRST + ord(m.group(1).upper()) - ord("A"), m.end()
    elif c == "\\" and i + 1 < len(text):
        n = text[i + 1]
        if "a" <= n <= "u":
            return UDG_FIRST + ord(n) - ord("a"), i + 2
        if n == "\\":
            return ord("\\"), i + 2
        if n == "*":
            return 0x7F, i + 2
        if n == "@":
            return ord("@"), i + 2
        if n == "{":
            m = _CODE_RE.match(text, i)
            if m:
                return int(m.group(1), 0) & 0xFF, m.end()
        if n in _HALF and i + 2 < len(text) and text[i + 2] in _HALF:
            return block_code(_HALF[n], _HALF[text[i + 2]]), i + 3
    code = UNICODE_TO_CODE.get(c)
    if code is not None:
        return code, i + 1
    if ord(c) > 0xFF:
        raise EscapeError(f"character {c!r} has no Spectrum code", i)
    return ord(c), i + 1


def decode_text(text: str) -> str:
    """Listing text (with escapes) -> machine codes, one chr() per code.

    Raises BasicSyntaxError (column 1-based within ``text``) for a character
    the Spectrum cannot show.
    """
    out = []
    i, n = 0, len(text)
    while i < n:
        try:
            code, i = decode_char(text, i)
        except EscapeError as e:
            raise BasicSyntaxError(str(e), None, e.index + 1) from None
        out.append(chr(code))
    return "".join(out)


def encode_char(code: int, style: str = "unicode") -> str:
    """One machine code -> listing text that :func:`decode_char` reads back.

    ``style='unicode'`` writes £ © and quadrant blocks and ``[UDG-A]``;
    ``style='zmakebas'`` writes ``\\*``, ``\\XY`` and ``\\a`` instead.
    Codes with no printable form become ``\\{n}``.
    """
    if code == 0x5C:
        return "\\\\"
    if code == 0x60:
        return "£"
    if code == 0x7F:
        return "\\*" if style == "zmakebas" else "©"
    if 0x20 <= code < 0x7F:
        return chr(code)
    if BLOCK_FIRST <= code <= BLOCK_LAST:
        bits = code - BLOCK_FIRST
        if style == "zmakebas" or bits == 0:
            left = (1 if bits & 2 else 0) | (2 if bits & 8 else 0)
            right = (1 if bits & 1 else 0) | (2 if bits & 4 else 0)
            return "\\" + _HALF_CHAR[left] + _HALF_CHAR[right]
        return QUADRANTS[bits]
    if UDG_FIRST <= code <= UDG_LAST:
        letter = chr(ord("a") + code - UDG_FIRST)
        return "\\" + letter if style == "zmakebas" else f"[UDG-{letter.upper()}]"
    return "\\{%d}" % code


def encode_text(codes: str, style: str = "unicode") -> str:
    """Machine codes -> listing text; ``decode_text(encode_text(s)) == s``.

    A ``[`` that would read back as the start of ``[UDG-x]`` is written as
    ``\\{91}`` so the round trip holds for any string.
    """
    out = []
    for i, ch in enumerate(codes):
        code = ord(ch)
        if code > 0xFF:
            raise ValueError(f"not a machine code: {code}")
        if ch == "[" and _UDG_RE.match(codes, i):
            out.append("\\{91}")
        else:
            out.append(encode_char(code, style))
    return "".join(out)
