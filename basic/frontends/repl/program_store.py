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
    """Numbered program lines in the order the machine holds them.

    A typed line goes where the ROM's editor puts it: the first line whose
    number is at least its own is found by walking the program (LINE-ADDR,
    FNDLIN); a line with the same number is replaced (or deleted), else the
    new line goes before it.  So a typed program stays in ascending order,
    and a program LOADed from a file keeps its lines as stored: a repeated
    number, lines out of order (a disk directory's block counts)."""

    def __init__(self) -> None:
        self._lines: list[ast.Line] = []
        #: the current line (E_PPC): the last line entered, or LIST n / EDIT n
        self.current = 0
        #: bumped on every change, so callers can cache what they derive
        self.version = 0
        self._program: Optional[ast.Program] = None

    def _find(self, number: int) -> int:
        """The position of the first line whose number is at least ``number``
        (the count of lines when there is none)."""
        for i, line in enumerate(self._lines):
            if line.number >= number:
                return i
        return len(self._lines)

    # -- editing -------------------------------------------------------------
    def enter(self, line: ast.Line) -> bool:
        """Store ``line`` (replacing a line with its number) or, when it has no
        statements, delete that line.  Returns False when there was nothing to
        delete.  Either way the number becomes the current line, as on the
        machine."""
        self.current = line.number
        if not self._put(line):
            return False
        self._changed()
        return True

    def _put(self, line: ast.Line) -> bool:
        i = self._find(line.number)
        same = i < len(self._lines) and self._lines[i].number == line.number
        if line.statements:
            if same:
                self._lines[i] = line
            else:
                self._lines.insert(i, line)
            return True
        if same:
            del self._lines[i]
            return True
        return False

    def replace(self, program: ast.Program) -> None:
        """LOAD: the program becomes exactly ``program``, its lines in its order."""
        self._lines = [ln for ln in program.lines if ln.statements]
        self.current = 0
        self._changed()

    def merge(self, lines: Iterable[ast.Line]) -> None:
        """MERGE: lines from elsewhere replace lines with the same number and
        the others stay."""
        for line in lines:
            if line.statements:
                self._put(line)
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
        return self.get(number) is not None

    def get(self, number: int) -> Optional[ast.Line]:
        """Line ``number`` as the ROM finds it (the first with that number)."""
        i = self._find(number)
        if i < len(self._lines) and self._lines[i].number == number:
            return self._lines[i]
        return None

    def numbers(self) -> list[int]:
        return [line.number for line in self._lines]

    def at_or_after(self, number: int) -> Optional[ast.Line]:
        """Line ``number`` or the first line after it (what the ROM's LINE-ADDR
        finds for EDIT and LIST)."""
        i = self._find(number)
        return self._lines[i] if i < len(self._lines) else None

    def lines(self, first: int = 0) -> list[ast.Line]:
        """The lines from the one LINE-ADDR finds for ``first`` on, in order."""
        return self._lines[self._find(first):] if first else list(self._lines)

    def program(self) -> ast.Program:
        """The program as the interpreter takes it (cached until a change)."""
        if self._program is None:
            self._program = ast.Program(list(self._lines))
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
