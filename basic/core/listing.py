"""Listing text -> AST: what a *listing* is, for every dialect.

This module knows numbered lines, blank lines, ``#`` comment lines
(zmakebas style) and the headers among them (``# dialect:``, ``#
autostart:``), line numbers 0..9999 (0 only comes from tape, but we accept
it), the last copy of a line number winning, and a rejected line being left
out, as the ROM's editor leaves it out.  What a line's *body* means is the
dialect's syntax module, handed in as ``syntax``: an object (usually a
module) with

* ``parse_body(body, line, col0, upper_keywords) -> list[ast.Stmt]``
* ``parse_expression(tokenized) -> ast.Node``
* ``highlight(text, upper_keywords) -> list[(kind, text)]``

(the Dialect base, basic.core.dialect, uses them; basic.dialects has the
same entry points by dialect name).
"""
from __future__ import annotations

import re
from typing import Any, Optional, Union

from . import ast
from .errors import BasicSyntaxError

MAX_LINE_NUMBER = 9999

_LINE_RE = re.compile(r"\s*(\d+)\s?")


AUTOSTART_RE = re.compile(r"^#\s*autostart\s*[:=]?\s*(\d+)\s*$", re.IGNORECASE)


class ParseResult:
    """What :func:`parse_listing` found.

    ``program``: the accepted lines, sorted by number.  ``errors``: one
    BasicSyntaxError per rejected line (with ``line``, ``column`` and
    ``source``), in file order.  ``header_comments``: the ``#`` lines.
    ``image``: the program file the lines were loaded from
    (:class:`basic.core.formats.ProgramImage`: its lines are kept as
    stored, none is refused), or None for a text listing.
    """
    __slots__ = ("program", "errors", "header_comments", "image")

    def __init__(self, program: ast.Program, errors: list[BasicSyntaxError],
                 header_comments: list[str], image: Any = None) -> None:
        self.program = program
        self.errors = errors
        self.header_comments = header_comments
        self.image = image

    @property
    def autostart(self) -> "int | None":
        """The line a ``# autostart: N`` header asks RUN to start from (what
        ``SAVE "name" LINE N`` records), or None; a program file's own."""
        if self.image is not None:
            return self.image.autostart
        for comment in self.header_comments:
            m = AUTOSTART_RE.match(comment.strip())
            if m:
                return int(m.group(1))
        return None

    def __repr__(self) -> str:
        return (f"ParseResult({len(self.program.lines)} lines, "
                f"{len(self.errors)} errors, {len(self.header_comments)} comments)")


def _split_number(text: str) -> tuple[int, int] | None:
    """``(line number, index where the body starts)`` or None."""
    m = _LINE_RE.match(text)
    if not m:
        return None
    return int(m.group(1)), m.end()


#: the most a program line can hold: its length is two bytes in every
#: Sinclair ROM's program area (and far more than any machine's RAM)
MAX_LINE_BYTES = 0xFFFF


def parse_listing(text: str, syntax: Any, upper_keywords: bool = False) -> ParseResult:
    """Parse a whole listing with the dialect's ``syntax``.  Never raises for
    bad BASIC: lines the ROM's editor would refuse are reported in ``errors``
    and left out."""
    if text.startswith("\ufeff"):                 # a byte-order mark from an editor
        text = text[1:]
    lines: dict[int, ast.Line] = {}
    errors: list[BasicSyntaxError] = []
    comments: list[str] = []
    for file_line, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            comments.append(raw)
            continue
        split = _split_number(raw)
        if split is None:
            errors.append(BasicSyntaxError("a program line must start with its number",
                                           None, 1, source=raw, file_line=file_line))
            continue
        number, start = split
        if number > MAX_LINE_NUMBER:
            errors.append(BasicSyntaxError(f"line number {number} is above {MAX_LINE_NUMBER}",
                                           number, 1, source=raw, file_line=file_line))
            continue
        body = raw[start:]
        if not body.strip():                    # a bare number deletes the line
            lines.pop(number, None)
            continue
        too_long = _line_too_long(body, number, start, raw)
        if too_long is not None:
            too_long.file_line = file_line
            errors.append(too_long)
            continue
        try:
            stmts = syntax.parse_body(body, number, start + 1, upper_keywords)
        except BasicSyntaxError as e:
            e.line, e.source, e.file_line = number, raw, file_line
            errors.append(e)
            continue
        lines[number] = ast.Line(number, stmts, source=raw)
    program = ast.Program([lines[n] for n in sorted(lines)])
    return ParseResult(program, errors, comments)


def _line_too_long(body: str, number: int, start: int, raw: str) -> Optional[BasicSyntaxError]:
    """The refusal of a line whose body is longer than a line's length word
    can say, in a listing and at the REPL alike; None when it fits."""
    if len(body) <= MAX_LINE_BYTES:
        return None
    return BasicSyntaxError(
        f"the line does not fit: {len(body)} characters, and a line holds at most "
        f"{MAX_LINE_BYTES} bytes", number, start + 1, source=raw[:start + 40] + "...")


def parse_line(text: str, syntax: Any,
               upper_keywords: bool = False) -> Union[ast.Line, list[ast.Stmt]]:
    """One line typed at the REPL.

    ``10 PRINT 1`` gives an ast.Line; ``10`` alone a Line with no statements
    (delete line 10); text without a number the statements of a direct
    command (``[]`` for an empty line).  Note that the ROM's editor runs a
    line numbered 0 as a direct command; that choice is left to the caller.
    Raises BasicSyntaxError (``line`` is None for a direct command).
    """
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
    too_long = _line_too_long(body, number, start, text)
    if too_long is not None:
        raise too_long
    try:
        stmts = syntax.parse_body(body, number, start + 1, upper_keywords)
    except BasicSyntaxError as e:
        e.line, e.source = number, text
        raise
    return ast.Line(number, stmts, source=text)


_HEADER = re.compile(r"^#!?.*?(?:dialect[:=\s]\s*|--dialect[\s=]+)([A-Za-z0-9]+)", re.IGNORECASE)


def header_dialect(text: str) -> Optional[str]:
    """The dialect a listing names in its ``#`` header lines, if any::

        # dialect: zx80
        #!/usr/bin/env basic --dialect c64
    """
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            continue
        if not stripped.startswith("#"):
            break
        m = _HEADER.match(stripped)
        if m:
            return m.group(1).lower()
    return None


_NUMBER_RE = re.compile(r"\s*\d+\s?")


def source_body(line: ast.Line) -> str:
    """What was typed after the line number (the line's own text)."""
    m = _NUMBER_RE.match(line.source)
    return line.source[m.end():] if m else line.source
