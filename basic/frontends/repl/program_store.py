"""The program being typed in: numbered lines, as the machine's editor keeps them.

A line typed with a number replaces the line with that number, a number alone
deletes it, and the machine remembers the last line entered as its *current
line* (the Spectrum's E_PPC: the line EDIT brings down and the one LIST marks
with ``>``).  The store hands the interpreter an :class:`ast.Program` only when
asked (:meth:`ProgramStore.program`), so pasting a 500-line listing does not
recompile the program 500 times.

This module also knows how a stored line is *written*: LIST's form (the
keyword spacing the ROM prints, through the dialect's detokenizer when it has
one) and the form SAVE puts in a file.  Per dialect:

* Spectrum: keywords spaced as the ROM's LIST spaces them; the line number
  right-aligned in four columns, ``>`` after the current line's number;
* ZX80, ZX81: the line as typed with keywords, names and numbers in capitals
  (neither machine has lower case outside strings, where a lower-case
  letter is an inverse one); the number and ``>`` as on the Spectrum;
* C64: tokens spelt out and control codes in petcat's braces
  (basic.syntax.cbm_syntax's ``listing_line``), ``10 PRINT "HI"``, with no
  mark for a current line (the C64 has none).
"""
from __future__ import annotations

import re
from typing import Callable, Iterable, Optional

from ...core import ast

_NUMBER_RE = re.compile(r"\s*\d+\s?")


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
# how a line is written
# ---------------------------------------------------------------------------

def source_body(line: ast.Line) -> str:
    """What was typed after the line number (the line's own text)."""
    m = _NUMBER_RE.match(line.source)
    return line.source[m.end():] if m else line.source


def _spectrum_body(body: str) -> str:
    """LIST's spacing of a Spectrum line body.  Falls back to the text as
    typed if the canonical form would not crunch back to the same tokens, so
    saving never changes a program."""
    from ...dialects.spectrum.crunch import crunch, detokenize
    tokens = crunch(body).text
    listed = detokenize(tokens)
    try:
        same = crunch(listed).text == tokens
    except Exception:  # a character the round trip cannot carry
        same = False
    return listed if same else body


def _zx8x_lister(dialect: str) -> Callable[[str], str]:
    """LIST's case for a ZX80/ZX81 body: keywords, names and numbers in
    capitals, strings and REM text as typed (the dialect's own lexer says
    which is which)."""
    def lister(body: str) -> str:
        from ...core.listing import lex_for_highlight
        pieces = lex_for_highlight(body.strip(), dialect=dialect)
        return "".join(text.upper() if kind in ("keyword", "name", "number", "operator")
                       else text for kind, text in pieces)
    return lister


def _cbm_line_body(line: ast.Line) -> str:
    """A C64 line as LIST spells it: its source is the tokenized body."""
    from ...dialects.c64.syntax import detokenize
    from ...dialects.c64.text import encode
    return encode(detokenize(line.source), False)


#: dialect name -> (body as typed -> body as LIST shows it); a dialect without
#: an entry lists its lines as they were typed
_LISTERS: dict[str, Callable[[str], str]] = {
    "spectrum": _spectrum_body,
    "zx80": _zx8x_lister("zx80"),
    "zx81": _zx8x_lister("zx81"),
}
#: dialects whose lines keep their tokenized body (not "number body") as
#: their source: line -> body as LIST shows it
_LINE_LISTERS: dict[str, Callable[[ast.Line], str]] = {
    "c64": _cbm_line_body,
}
#: dialects whose LIST prints the number as it is, then a space (no column
#: alignment, no current-line mark)
_PLAIN_NUMBERS = frozenset({"c64"})


def list_body(line: ast.Line, dialect: str) -> str:
    """The line's body as LIST shows it (keywords spelt and spaced as the
    machine prints them)."""
    whole = _LINE_LISTERS.get(dialect)
    if whole is not None:
        return whole(line)
    body = source_body(line)
    lister = _LISTERS.get(dialect)
    if lister is None:
        return body.strip()
    try:
        return lister(body)
    except Exception:  # text that parsed once always crunches; be safe anyway
        return body.strip()


def list_line(line: ast.Line, dialect: str, current: Optional[int] = None) -> str:
    """One line of LIST: the number right-aligned in four columns, then the
    body; the current line has ``>`` after its number instead of a space (as
    the Spectrum's LIST shows it; golden rows in tests/repl/golden).  The
    C64 lists ``10 PRINT`` with no alignment and no mark."""
    if dialect in _PLAIN_NUMBERS:
        return f"{line.number} {list_body(line, dialect)}"
    mark = ">" if line.number == current else " "
    return f"{line.number:>4}{mark}{list_body(line, dialect)}"


def _cbm_file_body(line: ast.Line) -> str:
    """A C64 line as a text file keeps it: as LIST spells it, except that
    codes after REM stay themselves (LIST would spell them as keywords, which
    would not read back as the same line)."""
    from ...dialects.c64.prg import spell
    return spell(bytes(ord(c) & 0xFF for c in line.source))


#: dialects whose saved lines differ from their LIST: line -> body
_FILE_LISTERS: dict[str, Callable[[ast.Line], str]] = {"c64": _cbm_file_body}


def file_line(line: ast.Line, dialect: str) -> str:
    """One line as SAVE writes it: ``10 PRINT "hi"``."""
    body = _FILE_LISTERS[dialect](line) if dialect in _FILE_LISTERS else list_body(line, dialect)
    return f"{line.number} {body}"
