"""Sinclair string slicing, as the ROM's SLICING routine does it.

``a$(s TO e)``: s defaults to 1 and e to the length; both are rounded to whole
numbers (negative gives ``B Integer out of range``).  When e < s the result is
the empty string with no check at all; otherwise s must be at least 1 and e at
most the length, or it is ``3 Subscript wrong``.  Assigning to a slice is
Procrustean: the new text is cut or padded with spaces to the slice's length.

The ends are *values*: whoever slices evaluates each end once, start first,
as SLICING does (``s$(n)`` is ``s$(n TO n)`` with n evaluated once).  A
:data:`Window` is a slice found but not yet read or written: a string, the
part of it the slice covers, and how to store the string back (the variable
or array row it came from), so that ``s$(2 TO 5)(2)`` can be sliced again and
``LET`` can find its target before it evaluates the value.
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Tuple

from ...core.errors import BasicError
from . import conversions as cv

#: (text, s, e, store): characters s..e (1-based, e = s-1 when empty) of
#: ``text``, and the function that puts a changed ``text`` back (None for a
#: string that is only read: a literal, a function's result)
Window = Tuple[str, int, int, Optional[Callable[[str], None]]]


def slice_bounds(length: int, start: Any, end: Any) -> tuple[int, int]:
    """(s, e) of a slice of a string ``length`` long, 1-based inclusive;
    e < s means empty.  ``start``/``end`` are the evaluated ends (None: not
    given)."""
    s = cv.find_int2(start) if start is not None else 1
    e = cv.find_int2(end) if end is not None else length
    if e < s:
        return s, s - 1
    if s < 1 or e > length:
        raise BasicError("3")
    return s, e


def slice_string(text: str, start: Any, end: Any) -> str:
    s, e = slice_bounds(len(text), start, end)
    return text[s - 1:e]


def whole(text: str, store: Optional[Callable[[str], None]] = None) -> Window:
    """The window over all of ``text``."""
    return (text, 1, len(text), store)


def narrow(window: Window, start: Any, end: Any) -> Window:
    """Slice a window (``start``/``end`` count within it), as SLICING checks."""
    text, s, e, store = window
    rs, re_ = slice_bounds(max(e - s + 1, 0), start, end)
    return (text, s + rs - 1, s + re_ - 1, store)


def window_text(window: Window) -> str:
    text, s, e, _ = window
    return text[s - 1:e]


def fill(window: Window, value: str, space: str = " ") -> None:
    """``LET`` into a window: ``value`` cut or padded with spaces (the
    machine's ``space``) to its width (Procrustean), the string stored back."""
    text, s, e, store = window
    width = e - s + 1
    if width <= 0 or store is None:
        return
    fitted = value[:width] if len(value) >= width else value + space * (width - len(value))
    store(text[:s - 1] + fitted + text[e:])
