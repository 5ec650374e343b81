"""CRUNCH: a typed Commodore BASIC V2 line -> the bytes the ROM stores.

A re-enactment of the ROM's tokenizer (``crunch`` in Microsoft's source), byte
for byte:

* outside quotes every position is tried against the keyword table, in table
  order, comparing character by character with no space skipping; the first
  keyword that matches wins, so keywords are found inside names (``SCORE``
  is ``SC OR E``) and spaces are optional (``FORT=1TO3``);
* a typed character with bit 7 set (a shifted letter, as in the abbreviation
  ``pO``) matches the keyword's *remaining* letters at once, because the ROM
  compares with a subtraction whose result 128 means "last letter": ``P`` +
  shifted ``O`` is POKE;
* ``?`` is PRINT; digits, ``:`` and ``;`` are stored as they are, and so is
  every other character no keyword starts with;
* characters with bit 7 set are dropped outside quotes (except π, 255);
* inside quotes, after ``REM`` (to the end of the line) and after ``DATA``
  (up to the next ``:`` outside quotes) nothing is crunched.

Input and output are ``str`` of machine codes (``chr(0..255)``).
"""
from __future__ import annotations

from .tokens import DATA, PRINT, REM, TABLE

QUOTE = 0x22


def crunch(text: str) -> str:
    """The stored form of a line body (the text after the line number)."""
    src = [ord(c) for c in text] + [0]
    out: list[int] = []
    x = 0
    data_mode = False
    while True:
        c = src[x]
        if c == 0:
            break
        if c & 0x80 and c != 0xFF:          # shifted characters vanish
            x += 1
            continue
        if c == 0x20 or c == 0xFF:
            out.append(c)
            x += 1
            continue
        if c == QUOTE:
            x = _copy_string(src, x, out)
            continue
        if data_mode:
            out.append(c)
            x += 1
            if c == 0x3A:
                data_mode = False
            continue
        if c == 0x3F:                        # '?'
            token = PRINT
            x += 1
        elif 0x30 <= c < 0x3C:               # digits, ':' and ';' are kept as they are
            token = c
            x += 1
        else:
            token, x = _keyword(src, x)
        out.append(token)
        if token == 0x3A:
            data_mode = False
        elif token == DATA:
            data_mode = True
        elif token == REM:
            while src[x]:
                out.append(src[x])
                x += 1
            break
    return "".join(map(chr, out))


def _copy_string(src: list[int], x: int, out: list[int]) -> int:
    """Copy a quoted string (its quotes included) unchanged."""
    out.append(src[x])
    x += 1
    while src[x] and src[x] != QUOTE:
        out.append(src[x])
        x += 1
    if src[x] == QUOTE:
        out.append(QUOTE)
        x += 1
    return x


#: the keyword table as one run of bytes, ended by a zero, as CRUNCH walks it
_TABLE = b"".join(TABLE) + b"\x00"


def _keyword(src: list[int], x: int) -> tuple[int, int]:
    """The token of the first keyword matching at ``x`` (and the index after
    it), or the character itself.

    A byte-exact walk of the ROM's loop, quirks included: a typed character
    equal to a keyword's *last* byte (a shifted letter where the table has
    one) does not end the match but carries it on into the next keyword of
    the table, so ``T`` + shifted ``O`` is not TO; and after such a carry a
    mismatch skips to the end of the keyword it reached."""
    table = _TABLE
    count = 0
    y = 0
    while True:
        i, j = x, y
        while True:
            diff = (src[i] - table[j]) & 0xFF
            if diff == 0:
                i += 1
                j += 1
                continue
            if diff == 0x80:
                return 0x80 | count, i + 1
            break
        count += 1
        while not table[j] & 0x80:             # to the end of the keyword reached
            j += 1
        y = j + 1
        if table[y] == 0:
            return src[x], x + 1
