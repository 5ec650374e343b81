"""A ZX80 program line as the 4K ROM keeps it in RAM: its number (2 bytes,
high first), the body and NEWLINE (no length field), for the memory account
and the RAM model.  The body is what the .o writer stores (:mod:`.o`), which
is what the keyboard would have put there: keywords and the symbols' keys
as tokens, numbers as digits."""
from __future__ import annotations

from functools import lru_cache

from ...core import ast
from ...core.formats import FormatError
from ..zx8x.files import split_number
from .o import _machine

#: a line's number and its NEWLINE
LINE_BYTES = 3


@lru_cache(maxsize=4096)
def _body(source: str) -> bytes:
    number, body = split_number(source)
    try:
        return _machine().encode_body(body, number)
    except (FormatError, KeyError, ValueError):
        # a line the .o writer cannot store: its size as typed is the best guess
        return bytes(len(body))


def stored_size(line: ast.Line) -> int:
    """The bytes the line takes in the program area."""
    return LINE_BYTES + len(_body(line.source))


def line_bytes(line: ast.Line) -> bytes:
    """The line's body as stored, NEWLINE included."""
    return _body(line.source) + b"\x76"


def body_codes(line: ast.Line) -> list[int]:
    """The line's body codes (no NEWLINE)."""
    return list(_body(line.source))
