"""A program line as the ZX80's and ZX81's ROMs keep it in RAM, for the
memory account and the RAM model.

Both ROMs store a line as its number, (on the ZX81) its length, the body
and NEWLINE; the body is what the dialect's tape writer stores, which is
what the keyboard would have put there.  A line LOAD brought keeps the bytes
it brought (``Line.stored``).  Each dialect's ``stored`` module makes one
:class:`StoredLines` with its writer and its per-line overhead."""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from ...core import ast
from ...core.errors import BasicSyntaxError
from ...core.formats import FormatError
from .files import split_number

NEWLINE = b"\x76"


class StoredLines:
    """The stored form of lines for one dialect: ``machine`` gives its tape
    writer (whose ``encode_body`` turns typed text into stored bytes),
    ``overhead`` is the bytes a line takes beside its body (number, length,
    NEWLINE)."""

    def __init__(self, machine: Callable[[], Any], overhead: int) -> None:
        self._machine = machine
        self.overhead = overhead
        self._typed = lru_cache(maxsize=4096)(self._typed_body)

    def encoded(self, body: str, number: int) -> bytes:
        """Typed text -> the bytes the editor stores for it."""
        try:
            return bytes(self._machine().encode_body(body, number))
        except (FormatError, KeyError, ValueError, BasicSyntaxError):
            # a line the writer cannot store (a code the machine has no
            # form for): its size as typed is the best guess
            return bytes(len(body))

    def _typed_body(self, source: str) -> bytes:
        number, body = split_number(source)
        return self.encoded(body, number)

    def body(self, line: ast.Line) -> bytes:
        """A loaded line's bytes as LOAD brought them, a typed one's as the
        editor stores it (no NEWLINE)."""
        return line.stored if line.stored is not None else self._typed(line.source)

    def stored_size(self, line: ast.Line) -> int:
        """The bytes the line takes in the program area."""
        return self.overhead + len(self.body(line))

    def line_bytes(self, line: ast.Line) -> bytes:
        """The line's body as stored, NEWLINE included."""
        return self.body(line) + NEWLINE
