"""Commodore 64 listings -> programs: the dialect's entry points for syntax.

A listing is a text file of numbered lines in petcat's conventions
(:mod:`.text`); each line is decoded to PETSCII, crunched as the ROM's
tokenizer does (:mod:`.crunch`) and read into statements
(:mod:`.parser`).  Unlike the Spectrum's editor, the C64 accepts any line:
syntax errors are found when the line runs, so the only lines left out are
those the machine's editor could not take at all (no line number, a number
above 63999, a brace that names no code).

``ast.Line.source`` holds the line body *as stored*: the crunched codes.
LIST turns it back into text (:func:`detokenize`).
"""
from __future__ import annotations

import re
from typing import Union

from ...core.errors import BasicSyntaxError
from ...core import ast
from . import text as cbm_text
from .crunch import _keyword, crunch
from .parser import parse_body as _parse_crunched
from .tokens import DATA as DATA_TOKEN, NAME, PRINT as PRINT_TOKEN, REM
from ...core.listing import ParseResult

MAX_LINE_NUMBER = 63999
#: a line number as LINGET reads it: digits, with spaces between them skipped
#: (``10 2PRINT`` is line 102)
_LINE_RE = re.compile(r"\s*(\d(?:[ ]*\d)*)")


def _body(text: str, number: int | None, col: int, petcat_case: bool) -> str:
    """Decode and crunch a line body; leading spaces are not stored (LINGET
    has skipped them)."""
    codes = cbm_text.decode(text, petcat_case, number, col)
    return crunch(codes.lstrip(" "))


def parse_listing(text: str, petcat_case: bool | None = None) -> ParseResult:
    """Parse a whole listing; never raises for bad BASIC."""
    if text.startswith("\ufeff"):
        text = text[1:]
    raw_lines = text.splitlines()
    if petcat_case is None:
        petcat_case = cbm_text.listing_case(raw_lines)
    lines: dict[int, ast.Line] = {}
    errors: list[BasicSyntaxError] = []
    comments: list[str] = []
    for file_line, raw in enumerate(raw_lines, 1):
        stripped = raw.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            comments.append(raw)
            continue
        m = _LINE_RE.match(raw)
        if not m:
            errors.append(BasicSyntaxError("a program line must start with its number",
                                           None, 1, source=raw, file_line=file_line))
            continue
        number = int(m.group(1).replace(" ", ""))
        if number > MAX_LINE_NUMBER:
            errors.append(BasicSyntaxError(f"line number {number} is above {MAX_LINE_NUMBER}",
                                           number, 1, source=raw, file_line=file_line))
            continue
        try:
            body = _body(raw[m.end():], number, m.end() + 1, petcat_case)
        except BasicSyntaxError as exc:
            exc.source, exc.file_line = raw, file_line
            errors.append(exc)
            continue
        if not body:
            lines.pop(number, None)
            continue
        lines[number] = ast.Line(number, _parse_crunched(body), source=body)
    program = ast.Program([lines[n] for n in sorted(lines)])
    return ParseResult(program, errors, comments)


def stored_line(number: int, body: str) -> ast.Line:
    """A line from its bytes as they sit in memory (a program LOADed from
    disk): kept exactly, spaces after the number included."""
    return ast.Line(number, _parse_crunched(body), source=body)


def parse_line(text: str, petcat_case: bool = False) -> Union[ast.Line, list[ast.Stmt]]:
    """One line typed at the REPL: a numbered line (no statements = delete it)
    or the statements of a direct command."""
    m = _LINE_RE.match(text)
    if not m:
        if not text.strip():
            return []
        return _parse_crunched(_body(text, None, 1, petcat_case))
    number = int(m.group(1).replace(" ", ""))
    if number > MAX_LINE_NUMBER:
        raise BasicSyntaxError(f"line number {number} is above {MAX_LINE_NUMBER}",
                               number, 1, source=text)
    body = _body(text[m.end():], number, m.end() + 1, petcat_case)
    return ast.Line(number, _parse_crunched(body) if body else [], source=body)


def detokenize(body: str) -> str:
    """A stored line body as LIST prints it (PETSCII codes): tokens spelt
    out, except inside quotes and after REM, where codes 128-254 are the
    characters themselves... as on the machine, LIST spells a token inside
    REM text too (the famous REM-shift-L trick), but not inside quotes."""
    out: list[str] = []
    quote = False
    for ch in body:
        c = ord(ch)
        if c == 0x22:
            quote = not quote
        if c >= 0x80 and c != 0xFF and not quote and c in NAME:
            out.append(NAME[c])
        else:
            out.append(ch)
    return "".join(out)


def listing_line(number: int, body: str, petcat_case: bool = False) -> str:
    """One line as a text listing writes it (petcat conventions)."""
    return f"{number} " + cbm_text.encode(detokenize(body), petcat_case)


def _units(text: str) -> list[tuple[int, int, int]]:
    """The typed text as (PETSCII code, start, end) units: a brace group
    (``{clr}``) is one unit of its first code, anything else one character.
    Raises BasicSyntaxError for a brace that names no code."""
    units = []
    i = 0
    while i < len(text):
        m = cbm_text._BRACE.match(text, i) if text[i] == "{" else None
        end = m.end() if m else i + 1
        codes = cbm_text.decode(text[i:end])
        units.append((ord(codes[0]) if codes else 0x20, i, end))
        i = end
    return units


def highlight(text: str, upper_keywords: bool = False) -> list[tuple[str, str]]:
    """``(kind, text)`` pieces of a typed line for syntax colouring, found by
    the ROM's own CRUNCH rules (:func:`.crunch._keyword`): what shows as
    a keyword is what will be crunched into one, ``SCORE`` included (``SC``
    ``OR`` ``E``).  Strings, REM text and DATA items are left as typed."""
    out: list[tuple[str, str]] = []
    m = _LINE_RE.match(text)
    pos = 0
    if m:
        out.append(("number", text[:m.end()]))
        pos = m.end()
    try:
        units = _units(text[pos:])
    except BasicSyntaxError:
        return out + [("error", text[pos:])]
    codes = [u[0] for u in units] + [0]

    def piece(kind: str, first: int, stop: int) -> None:
        if first < stop:
            out.append((kind, text[pos + units[first][1]:pos + units[stop - 1][2]]))

    x, n = 0, len(units)
    data = False
    while x < n:
        c = codes[x]
        if c == 0x20:
            y = x
            while y < n and codes[y] == 0x20:
                y += 1
            piece("space", x, y)
        elif c == 0x22:                                   # a string, to its closing quote
            y = x + 1
            while y < n and codes[y] != 0x22:
                y += 1
            y = min(y + 1, n)
            piece("string", x, y)
        elif data:                                        # DATA items, up to a colon
            y = x
            while y < n and codes[y] not in (0x3A, 0x22):
                y += 1
            piece("string", x, y)
            data = False
            if y < n and codes[y] == 0x3A:
                continue
        elif 0x30 <= c <= 0x39 or c == 0x2E:              # a number (digits, point, E)
            y = x
            while y < n and (0x30 <= codes[y] <= 0x39 or codes[y] == 0x2E):
                y += 1
            if y < n and codes[y] == 0x45 and y + 1 < n and (
                    0x30 <= codes[y + 1] <= 0x39 or codes[y + 1] in (0x2B, 0x2D)):
                y += 2
                while y < n and 0x30 <= codes[y] <= 0x39:
                    y += 1
            piece("number", x, y)
        elif c in (0x3A, 0x3B):
            y = x + 1
            piece("operator", x, y)
        else:
            token, y = (PRINT_TOKEN, x + 1) if c == 0x3F else _keyword(codes, x)
            if token >= 0x80:
                word = NAME.get(token, "")
                piece("keyword" if word[:1].isalpha() else "operator", x, y)
                if token == REM:
                    piece("comment", y, n)
                    break
                data = token == DATA_TOKEN
            else:
                kind = "name" if (0x41 <= c <= 0x5A or c == 0x24 or c == 0x25) else "operator"
                piece(kind, x, y)
        x = y
    return out


__all__ = ["parse_listing", "parse_line", "detokenize", "listing_line", "highlight", "REM"]
