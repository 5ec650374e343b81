"""The Sinclair ZX80 with its 4K ROM: integer BASIC.

A dialect is a module, not a fork: the syntax is :mod:`basic.syntax.zx80_syntax`
(on the shared :mod:`basic.syntax.zx8x_parser`), the meanings
:mod:`.compiler` (16-bit integers, :mod:`.arith`), the machine
:mod:`.machine` (text screen, PRINT rules, RND, reports ``code/line``).
See docs/zx80.md for what is supported.
"""
from __future__ import annotations

from typing import Any

from ...runtime.interpreter import Report
from ...syntax import ast
from ..base import Dialect

SYNTAX_MODULE = "basic.syntax.zx80_syntax"


def register_syntax(name: str, module: str) -> None:
    """Make ``basic.syntax.parser`` know a dialect's syntax module (its
    DIALECTS table is the extension point; the entry is only added once)."""
    from ...syntax import parser
    parser.DIALECTS.setdefault(name, module)


class ZX80Dialect(Dialect):
    name = "zx80"
    title = "Sinclair ZX80 4K BASIC (integer)"

    def __init__(self) -> None:
        register_syntax(self.name, SYNTAX_MODULE)

    def parse_listing(self, text: str, **options: Any):
        from ...syntax.parser import parse_listing
        return parse_listing(text, dialect=self.name)

    def parse_line(self, text: str) -> Any:
        from ...syntax.parser import parse_line
        return parse_line(text, dialect=self.name)

    def make_machine(self, **options: Any):
        from .machine import ZX80Machine
        return ZX80Machine(host=options.get("host"))

    def make_compiler(self, interp: Any):
        from .compiler import ZX80Compiler
        return ZX80Compiler(interp)

    def format_report(self, report: Report) -> str:
        """``9/670``: the code, a slash, the line (-2 for a direct command)."""
        return f"{report.code}/{report.line if report.line else -2}"

    def continue_position(self, report: Report) -> Any:
        """CONTINUE goes to OLDPPC: the line after a STOP, else the line that
        stopped (SET-CONT at 0x04A1)."""
        if report.line == 0 and report.code == "0":
            return self.KEEP                # a direct command that went well
        if report.code == "9":
            return (report.line + 1, 1)
        return (report.line, 1)

    def program_size(self, program: ast.Program) -> int:
        return sum(len(line.source) + 3 for line in program.lines)
