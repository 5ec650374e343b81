"""The Sinclair ZX80 with its 4K ROM: integer BASIC.

A dialect is a module, not a fork: the syntax is :mod:`basic.syntax.zx80_syntax`
(on the shared :mod:`basic.syntax.zx8x_parser`), the meanings
:mod:`.compiler` (16-bit integers, :mod:`.arith`), the machine
:mod:`.machine` (text screen, PRINT rules, RND, reports ``code/line``).
What it shares with the ZX81 is in :mod:`basic.dialects.zx8x`.
See docs/zx80.md for what is supported.
"""
from __future__ import annotations

from typing import Any

from ...core.interpreter import Report
from ..zx8x.dialect import Zx8xDialect

SYNTAX_MODULE = "basic.dialects.zx80.syntax"


class ZX80Dialect(Zx8xDialect):
    name = "zx80"
    title = "Sinclair ZX80 4K BASIC (integer)"
    syntax_module = SYNTAX_MODULE
    #: CONTINUE goes to OLDPPC: the line after a STOP, else the line that
    #: stopped (SET-CONT at 0x04A1)
    CONTINUE_AFTER = ("9",)
    LINE_OVERHEAD = 3

    def make_machine(self, **options: Any):
        from .machine import ZX80Machine
        return ZX80Machine(host=options.get("host"))

    def make_compiler(self, interp: Any):
        from .compiler import ZX80Compiler
        return ZX80Compiler(interp)

    def format_report(self, report: Report) -> str:
        """``9/670``: the code, a slash, the line (-2 for a direct command)."""
        return f"{report.code}/{report.line if report.line else -2}"
