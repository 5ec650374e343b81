"""Listing text -> AST: the entry points every dialect shares.

The dialect-specific work (keyword crunching, grammar, type checks) lives in
one module per dialect, registered in :data:`DIALECTS`; this module only knows
what a *listing* is: numbered lines, blank lines, ``#`` comment lines
(zmakebas style), line numbers 0..9999 (0 only comes from tape, but we accept
it), the last copy of a line number winning, and a rejected line being left
out, as the ROM's editor leaves it out.

Imports are lazy so that ``import basic.syntax.parser`` stays cheap; the first
parse loads Lark and the grammar (once per process).
"""
from __future__ import annotations

import importlib
import re
from typing import TYPE_CHECKING, Any, Union

from .errors import BasicSyntaxError

if TYPE_CHECKING:  # pragma: no cover
    from . import ast

#: dialect name -> module with parse_body / parse_expression / highlight
DIALECTS = {
    "spectrum": "basic.dialects.spectrum.syntax",
}

MAX_LINE_NUMBER = 9999

_LINE_RE = re.compile(r"\s*(\d+)\s?")


AUTOSTART_RE = re.compile(r"^#\s*autostart\s*[:=]?\s*(\d+)\s*$", re.IGNORECASE)


class ParseResult:
    """What :func:`parse_listing` found.

    ``program``: the accepted lines, sorted by number.  ``errors``: one
    BasicSyntaxError per rejected line (with ``line``, ``column`` and
    ``source``), in file order.  ``header_comments``: the ``#`` lines.
    """
    __slots__ = ("program", "errors", "header_comments")

    def __init__(self, program: "ast.Program", errors: list[BasicSyntaxError],
                 header_comments: list[str]) -> None:
        self.program = program
        self.errors = errors
        self.header_comments = header_comments

    @property
    def autostart(self) -> "int | None":
        """The line a ``# autostart: N`` header asks RUN to start from (what
        ``SAVE "name" LINE N`` records), or None."""
        for comment in self.header_comments:
            m = AUTOSTART_RE.match(comment.strip())
            if m:
                return int(m.group(1))
        return None

    def __repr__(self) -> str:
        return (f"ParseResult({len(self.program.lines)} lines, "
                f"{len(self.errors)} errors, {len(self.header_comments)} comments)")


def _dialect(name: str) -> Any:
    try:
        return importlib.import_module(DIALECTS[name])
    except KeyError:
        raise ValueError(f"unknown dialect {name!r} (known: {', '.join(DIALECTS)})") from None


def _split_number(text: str) -> tuple[int, int] | None:
    """``(line number, index where the body starts)`` or None."""
    m = _LINE_RE.match(text)
    if not m:
        return None
    return int(m.group(1)), m.end()


def parse_listing(text: str, dialect: str = "spectrum",
                  upper_keywords: bool = False) -> ParseResult:
    """Parse a whole listing.  Never raises for bad BASIC: lines the ROM's
    editor would refuse are reported in ``errors`` and left out."""
    from . import ast

    syntax = _dialect(dialect)
    if text.startswith("\ufeff"):                 # a byte-order mark from an editor
        text = text[1:]
    lines: dict[int, ast.Line] = {}
    errors: list[BasicSyntaxError] = []
    comments: list[str] = []
    for raw in text.splitlines():
        stripped = raw.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            comments.append(raw)
            continue
        split = _split_number(raw)
        if split is None:
            errors.append(BasicSyntaxError("a program line must start with its number",
                                           None, 1, source=raw))
            continue
        number, start = split
        if number > MAX_LINE_NUMBER:
            errors.append(BasicSyntaxError(f"line number {number} is above {MAX_LINE_NUMBER}",
                                           number, 1, source=raw))
            continue
        body = raw[start:]
        if not body.strip():                    # a bare number deletes the line
            lines.pop(number, None)
            continue
        try:
            stmts = syntax.parse_body(body, number, start + 1, upper_keywords)
        except BasicSyntaxError as e:
            e.line, e.source = number, raw
            errors.append(e)
            continue
        lines[number] = ast.Line(number, stmts, source=raw)
    program = ast.Program([lines[n] for n in sorted(lines)])
    return ParseResult(program, errors, comments)


def parse_line(text: str, dialect: str = "spectrum",
               upper_keywords: bool = False) -> Union["ast.Line", list["ast.Stmt"]]:
    """One line typed at the REPL.

    ``10 PRINT 1`` gives an ast.Line; ``10`` alone a Line with no statements
    (delete line 10); text without a number the statements of a direct
    command (``[]`` for an empty line).  Note that the ROM's editor runs a
    line numbered 0 as a direct command; that choice is left to the caller.
    Raises BasicSyntaxError (``line`` is None for a direct command).
    """
    from . import ast

    syntax = _dialect(dialect)
    split = _split_number(text)
    if split is None:
        if not text.strip():
            return []
        return syntax.parse_body(text, None, 1, upper_keywords)
    number, start = split
    if number > MAX_LINE_NUMBER:
        raise BasicSyntaxError(f"line number {number} is above {MAX_LINE_NUMBER}",
                               number, 1, source=text)
    body = text[start:]
    if not body.strip():
        return ast.Line(number, [], source=text)
    try:
        stmts = syntax.parse_body(body, number, start + 1, upper_keywords)
    except BasicSyntaxError as e:
        e.line, e.source = number, text
        raise
    return ast.Line(number, stmts, source=text)


def parse_expression(tokenized: str, dialect: str = "spectrum") -> "ast.Node":
    """Parse already-tokenized text as one expression (VAL, VAL$, numeric
    INPUT): no crunching, so letters are names and only token codes are
    keywords.  Raises BasicSyntaxError."""
    return _dialect(dialect).parse_expression(tokenized)


def lex_for_highlight(text: str, dialect: str = "spectrum",
                      upper_keywords: bool = False) -> list[tuple[str, str]]:
    """``(kind, text)`` pieces of one line for syntax colouring; the texts
    join back into ``text``.  Kinds: keyword number string name operator
    comment space error."""
    return _dialect(dialect).highlight(text, upper_keywords)
