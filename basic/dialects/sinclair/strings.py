"""Sinclair string slicing, as the ROM's SLICING routine does it.

``a$(s TO e)``: s defaults to 1 and e to the length; both are rounded to whole
numbers (negative gives ``B Integer out of range``).  When e < s the result is
the empty string with no check at all; otherwise s must be at least 1 and e at
most the length, or it is ``3 Subscript wrong``.  Assigning to a slice is
Procrustean: the new text is cut or padded with spaces to the slice's length.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from ...core.errors import BasicError
from . import conversions as cv

Expr = Callable[[], Any]


def slice_bounds(length: int, start: Optional[Expr], end: Optional[Expr]) -> tuple[int, int]:
    """(s, e) of a slice, 1-based inclusive; e < s means empty."""
    s = cv.find_int2(start()) if start is not None else 1
    e = cv.find_int2(end()) if end is not None else length
    if e < s:
        return s, s - 1
    if s < 1 or e > length:
        raise BasicError("3")
    return s, e


def slice_string(text: str, start: Optional[Expr], end: Optional[Expr]) -> str:
    s, e = slice_bounds(len(text), start, end)
    return text[s - 1:e]


def assign_slice(text: str, start: Optional[Expr], end: Optional[Expr], value: str) -> str:
    """``LET a$(s TO e)=value``: the result string, same length as ``text``."""
    s, e = slice_bounds(len(text), start, end)
    width = e - s + 1
    if width <= 0:
        return text
    fitted = value[:width] if len(value) >= width else value + " " * (width - len(value))
    return text[:s - 1] + fitted + text[e:]
