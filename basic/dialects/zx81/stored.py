"""A ZX81 program line as the 8K ROM keeps it in RAM, for the memory account
and the count of deep expressions.

A stored line is its number (2 bytes), its length (2), the body and NEWLINE;
every number in the body is followed by 0x7E and its five bytes (the hidden
number), so ``10 PRINT 1+1`` takes 4 + 1 + 7 + 1 + 7 + 1 = 21 bytes, where
the typed text has 12 characters.  The bytes are those of the .p writer
(:mod:`.p`), which writes what LOAD would bring in.
"""
from __future__ import annotations

from ...core import ast
from ..zx8x.files import NUMBER_MARK
from ..zx8x.stored import StoredLines
from .p import _machine

#: a line's number, its length and its NEWLINE
LINE_BYTES = 5

_LINES = StoredLines(_machine, LINE_BYTES)
stored_size = _LINES.stored_size
line_bytes = _LINES.line_bytes
_encoded = _LINES.encoded


def line_codes(line: ast.Line) -> str:
    """The line's body in ZX81 codes, without the hidden numbers (what
    SCANNING reads: it steps over 0x7E and its five bytes)."""
    return _without_numbers(_LINES.body(line))


def text_codes(text: str) -> str:
    """Text typed at run time (an INPUT answer) in ZX81 codes, keywords as
    tokens, without hidden numbers."""
    return _without_numbers(_encoded(text, 0))


def _without_numbers(body: bytes) -> str:
    out: list[str] = []
    i, n = 0, len(body)
    in_string = False
    while i < n:
        code = body[i]
        if code == 0x0B:
            in_string = not in_string
        elif code == NUMBER_MARK and not in_string:
            i += 6
            continue
        out.append(chr(code))
        i += 1
    return "".join(out)


_DIGITS = frozenset(range(0x1C, 0x26)) | {0x1B}          # 0-9 and '.'
_NAME = frozenset(range(0x1C, 0x40))                     # digits and letters


def hidden_numbers(codes: str) -> int:
    """How many numbers LINE-SCAN finds in ``codes`` (ZX81 codes outside
    strings): each gets 0x7E and five bytes when the text is checked as a
    line (an INPUT answer, VAL's copy of its string)."""
    count = 0
    quoted = False
    previous = 0
    for ch in codes:
        code = ord(ch)
        if code == 0x0B:
            quoted = not quoted
        elif not quoted and code in _DIGITS and previous not in _NAME:
            count += 1
        previous = code if not quoted else 0
    return count
