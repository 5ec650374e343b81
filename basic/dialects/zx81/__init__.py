"""The Sinclair ZX81 (and Timex Sinclair 1000) with its 8K ROM.

The syntax is :mod:`basic.syntax.zx81_syntax`, the meanings
:mod:`.compiler` (the Spectrum's SinclairCompiler with the 8K ROM's
differences), the numbers :mod:`.numbers` (the shared calculator, the ZX81's
own PRINT-FP), the machine :mod:`.machine` (text screen with block-graphic
PLOT, SCROLL, FAST/SLOW, reports ``code/line``).  See docs/zx81.md.
"""
from __future__ import annotations

from typing import Any

from ...runtime.interpreter import Report
from ...syntax import ast
from ..base import Dialect
from ..zx80 import register_syntax

SYNTAX_MODULE = "basic.syntax.zx81_syntax"


class ZX81Dialect(Dialect):
    name = "zx81"
    title = "Sinclair ZX81 8K BASIC"

    def __init__(self) -> None:
        register_syntax(self.name, SYNTAX_MODULE)

    def parse_listing(self, text: str, **options: Any):
        from ...syntax.parser import parse_listing
        return parse_listing(text, dialect=self.name)

    def parse_line(self, text: str) -> Any:
        from ...syntax.parser import parse_line
        return parse_line(text, dialect=self.name)

    def make_machine(self, **options: Any):
        from .machine import ZX81Machine
        return ZX81Machine(host=options.get("host"))

    def make_compiler(self, interp: Any):
        from .compiler import ZX81Compiler
        return ZX81Compiler(interp)

    def format_report(self, report: Report) -> str:
        """``B/20``: the report code, a slash, the line (0 for a command)."""
        return f"{report.code}/{report.line}"

    def continue_position(self, report: Report) -> Any:
        """CONT goes on after STOP (9) and BREAK (D) at the next line, else
        repeats the line that stopped."""
        if report.line == 0 and report.code == "0":
            return self.KEEP                # a direct command that went well
        if report.code in ("9", "D"):
            return (report.line + 1, 1)
        return (report.line, 1)

    def program_size(self, program: ast.Program) -> int:
        return sum(len(line.source) + 4 for line in program.lines)
