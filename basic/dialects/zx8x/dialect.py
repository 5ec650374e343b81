"""What the ZX80 and ZX81 dialect objects share.

Both parse with a syntax module on :mod:`.parser`, keep
one statement to a line (so CONTINUE goes to a whole line) and store a
program as its text plus a few bytes a line; they differ in the syntax
module, the reports that CONTINUE goes on after, and the bytes a line
takes, which a subclass gives as class attributes.
"""
from __future__ import annotations

from typing import Any

from ...core import ast
from ...core.dialect import Dialect
from ...core.interpreter import Report
from ...core.listing import source_body
from .charset import Charset
from .image import screen_png


class Zx8xDialect(Dialect):
    """A ZX80 or ZX81: a subclass sets the attributes below and makes its
    machine and compiler."""

    #: the dialect's syntax module (on :mod:`.parser`): its ``SPEC`` says
    #: what the ROM accepts
    syntax: Any = None
    #: the machine's character set
    charset: Charset
    #: reports after which CONTINUE goes on at the next line
    CONTINUE_AFTER: tuple[str, ...] = ("9",)
    #: the space is code 0 in both machines' character sets
    space_escape = "\\{0}"
    #: bytes a line takes besides its text (number, length, NEWLINE)
    LINE_OVERHEAD = 0
    #: a line holds one statement
    statement_separator = None

    def keywords(self) -> list[str]:
        """The words of the ROM's syntax tables (the syntax module's SPEC)."""
        spec = self.syntax.SPEC
        found = set(spec.statements) | set(spec.words) | set(spec.aliases)
        for group in (spec.binary, spec.prefix_functions, spec.bracket_functions, spec.nullary):
            found |= set(group or ())
        if spec.not_priority:
            found.add("NOT")
        return [w for w in found if w[0].isalpha()]

    def list_body(self, line: ast.Line) -> str:
        """LIST's case: keywords, names and numbers in capitals (neither
        machine has lower case outside strings, where a lower-case letter is
        an inverse one), strings and REM text as typed (the lexer says which
        is which)."""
        body = source_body(line)
        trailing = body[len(body.rstrip()):]           # a REM's own spaces, say
        try:
            return "".join(text.upper() if kind in ("keyword", "name", "number", "operator")
                           else text for kind, text in self.highlight(body.strip())) + trailing
        except Exception:  # text that parsed once always lexes; be safe anyway
            return body.strip()

    def continue_position(self, report: Report) -> Any:
        """CONTINUE goes on at the line after the reports of
        :attr:`CONTINUE_AFTER`, else repeats the line that stopped; a direct
        command that went well leaves it where it was."""
        if report.line == 0 and report.code == "0":
            return self.KEEP
        if report.code in self.CONTINUE_AFTER:
            return (report.line + 1, 1)
        return (report.line, 1)

    def program_size(self, program: ast.Program) -> int:
        return sum(len(line.source) + self.LINE_OVERHEAD for line in program.lines)

    def png_from_dump(self, result: dict[str, Any], path: Any, scale: int = 2,
                      flash_phase: int = 0) -> None:
        """The text screen drawn from the dump's ``codes`` in this machine's
        character set."""
        screen_png(self.charset, result["codes"], path, scale)
