"""A ZX80 program line as the 4K ROM keeps it in RAM: its number (2 bytes,
high first), the body and NEWLINE (no length field), for the memory account
and the RAM model.  The body is what the .o writer stores (:mod:`.o`), which
is what the keyboard would have put there: keywords and the symbols' keys
as tokens, numbers as digits; a line LOAD brought keeps the bytes it
brought (``Line.stored``), as the ZX81's (:mod:`..zx81.stored`)."""
from __future__ import annotations

from functools import lru_cache

from ...core import ast
from ...core.errors import BasicSyntaxError
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
    except (FormatError, KeyError, ValueError, BasicSyntaxError):
        # a line the .o writer cannot store: its size as typed is the best guess
        return bytes(len(body))


def _line_body(line: ast.Line) -> bytes:
    """A loaded line's bytes as LOAD brought them, a typed one's as the
    editor stores it."""
    return line.stored if line.stored is not None else _body(line.source)


def stored_size(line: ast.Line) -> int:
    """The bytes the line takes in the program area."""
    return LINE_BYTES + len(_line_body(line))


def line_bytes(line: ast.Line) -> bytes:
    """The line's body as stored, NEWLINE included."""
    return _line_body(line) + b"\x76"


def body_codes(line: ast.Line) -> list[int]:
    """The line's body codes (no NEWLINE)."""
    return list(_line_body(line))
