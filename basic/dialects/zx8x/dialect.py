"""What the ZX80 and ZX81 dialect objects share.

Both parse with a syntax module on :mod:`basic.syntax.zx8x_parser`, keep
one statement to a line (so CONTINUE goes to a whole line) and store a
program as its text plus a few bytes a line; they differ in the syntax
module, the reports that CONTINUE goes on after, and the bytes a line
takes, which a subclass gives as class attributes.
"""
from __future__ import annotations

from typing import Any

from ...core.interpreter import Report
from ...core import ast
from ...core.dialect import Dialect, register_syntax


class Zx8xDialect(Dialect):
    """A ZX80 or ZX81: a subclass sets the attributes below and makes its
    machine and compiler."""

    #: the dialect's syntax module (on :mod:`basic.syntax.zx8x_parser`)
    syntax_module: str = ""
    #: reports after which CONTINUE goes on at the next line
    CONTINUE_AFTER: tuple[str, ...] = ("9",)
    #: bytes a line takes besides its text (number, length, NEWLINE)
    LINE_OVERHEAD = 0

    def __init__(self) -> None:
        register_syntax(self.name, self.syntax_module)

    def parse_listing(self, text: str, **options: Any):
        from ...core.listing import parse_listing
        return parse_listing(text, dialect=self.name)

    def parse_line(self, text: str) -> Any:
        from ...core.listing import parse_line
        return parse_line(text, dialect=self.name)

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
