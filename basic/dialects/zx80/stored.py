"""A ZX80 program line as the 4K ROM keeps it in RAM: its number (2 bytes,
high first), the body and NEWLINE (no length field), for the memory account
and the RAM model.  The body is what the .o writer stores (:mod:`.o`), which
is what the keyboard would have put there: keywords and the symbols' keys
as tokens, numbers as digits; a line LOAD brought keeps the bytes it
brought (``Line.stored``), as the ZX81's (:mod:`..zx81.stored`)."""
from __future__ import annotations

from ...core import ast
from ..zx8x.stored import StoredLines
from .o import _machine

#: a line's number and its NEWLINE
LINE_BYTES = 3

_LINES = StoredLines(_machine, LINE_BYTES)
stored_size = _LINES.stored_size
line_bytes = _LINES.line_bytes


def body_codes(line: ast.Line) -> list[int]:
    """The line's body codes (no NEWLINE)."""
    return list(_LINES.body(line))
