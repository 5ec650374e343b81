"""The program being typed in: numbered lines, as the machine's editor keeps them.

A line typed with a number replaces the line with that number, a number alone
deletes it, and the machine remembers the last line entered as its *current
line* (the Spectrum's E_PPC: the line EDIT brings down and the one LIST marks
with ``>``).  The store hands the interpreter an :class:`ast.Program` only when
asked (:meth:`ProgramStore.program`), so pasting a 500-line listing does not
recompile the program 500 times.

How a stored line is *written* (LIST's form, the keyword spacing the ROM
prints, and the form SAVE puts in a file) is the dialect's: :func:`list_line`
and :func:`file_line` ask the Dialect (``list_body``, ``list_line``,
``file_line``; a dialect may be given by name).
"""
from __future__ import annotations

from typing import Iterable, Optional, Union

from ...core import ast
from ...core.dialect import Dialect
from ...core.listing import source_body
from ...dialects import get_dialect

__all__ = ["ProgramStore", "source_body", "list_body", "list_line", "file_line"]


class ProgramStore:
    """Numbered program lines, kept in a dict and sorted when needed."""

    def __init__(self) -> None:
        self._lines: dict[int, ast.Line] = {}
        #: the current line (E_PPC): the last line entered, or LIST n / EDIT n
        self.current = 0
        #: bumped on every change, so callers can cache what they derive
        self.version = 0
        self._program: Optional[ast.Program] = None

    # -- editing -------------------------------------------------------------
    def enter(self, line: ast.Line) -> bool:
        """Store ``line`` (replacing a line with its number) or, when it has no
        statements, delete that line.  Returns False when there was nothing to
        delete.  Either way the number becomes the current line, as on the
        machine."""
        self.current = line.number
        if line.statements:
            self._lines[line.number] = line
        elif self._lines.pop(line.number, None) is None:
            return False
        self._changed()
        return True

    def replace(self, program: ast.Program) -> None:
        """LOAD: the program becomes exactly ``program``."""
        self._lines = {ln.number: ln for ln in program.lines if ln.statements}
        self.current = 0
        self._changed()

    def merge(self, lines: Iterable[ast.Line]) -> None:
        """MERGE: lines from elsewhere replace lines with the same number and
        the others stay."""
        for line in lines:
            if line.statements:
                self._lines[line.number] = line
        self._changed()

    def clear(self) -> None:
        """NEW."""
        self._lines.clear()
        self.current = 0
        self._changed()

    def _changed(self) -> None:
        self.version += 1
        self._program = None

    # -- reading -------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._lines)

    def __contains__(self, number: int) -> bool:
        return number in self._lines

    def get(self, number: int) -> Optional[ast.Line]:
        return self._lines.get(number)

    def numbers(self) -> list[int]:
        return sorted(self._lines)

    def at_or_after(self, number: int) -> Optional[ast.Line]:
        """Line ``number`` or the first line after it (what the ROM's LINE-ADDR
        finds for EDIT and LIST)."""
        later = [n for n in self._lines if n >= number]
        return self._lines[min(later)] if later else None

    def lines(self, first: int = 0) -> list[ast.Line]:
        """The lines from ``first`` on, in order."""
        return [self._lines[n] for n in sorted(self._lines) if n >= first]

    def program(self) -> ast.Program:
        """The program as the interpreter takes it (cached until a change)."""
        if self._program is None:
            self._program = ast.Program([self._lines[n] for n in sorted(self._lines)])
        return self._program


# ---------------------------------------------------------------------------
# how a line is written: the dialect's business (Dialect.list_body & co.)
# ---------------------------------------------------------------------------

#: what lists a line for a dialect name there is none of: as it was typed
_PLAIN = Dialect()


def _dialect(dialect: Union[str, Dialect]) -> Dialect:
    if not isinstance(dialect, str):
        return dialect
    try:
        return get_dialect(dialect)
    except ValueError:
        return _PLAIN


def list_body(line: ast.Line, dialect: Union[str, Dialect]) -> str:
    """The line's body as LIST shows it (keywords spelt and spaced as the
    machine prints them)."""
    return _dialect(dialect).list_body(line)


def list_line(line: ast.Line, dialect: Union[str, Dialect], current: Optional[int] = None) -> str:
    """One line of LIST: on the Sinclair machines the number right-aligned
    in four columns, then the body, the current line with ``>`` after its
    number instead of a space (golden rows in tests/repl/golden); the C64
    lists ``10 PRINT`` with no alignment and no mark."""
    return _dialect(dialect).list_line(line, current)


def file_line(line: ast.Line, dialect: Union[str, Dialect]) -> str:
    """One line as SAVE writes it: ``10 PRINT "hi"``."""
    return _dialect(dialect).file_line(line)
