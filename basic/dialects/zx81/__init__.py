"""The Sinclair ZX81 (and Timex Sinclair 1000) with its 8K ROM.

Everything about the machine is in this package: the syntax :mod:`.syntax`
(on the shared basic.dialects.zx8x.dialect.parser), the meanings :mod:`.compiler`
(the Sinclair compiler of basic.dialects.sinclair with the 8K ROM's
differences), the numbers :mod:`.numbers` (the shared calculator, the ZX81's
own PRINT-FP), the machine :mod:`.machine` (text screen with block-graphic
PLOT, SCROLL, FAST/SLOW, reports ``code/line``) and .p files (:mod:`.p`).
What it shares with the ZX80 is in basic.dialects.zx8x.dialect.  See docs/zx81.md.
"""
from __future__ import annotations

from typing import Any

from ...core.formats import FileFormat
from ...core.interpreter import Report
from .charset import ZX81
from ..zx8x.dialect import Zx8xDialect
from . import p, syntax
from .compiler import ZX81Compiler
from .machine import ZX81Machine


class ZX81Dialect(Zx8xDialect):
    name = "zx81"
    title = "Sinclair ZX81 8K BASIC"
    syntax = syntax
    charset = ZX81
    file_formats = (FileFormat(".p", p, "ZX81 program"), FileFormat(".81", p, "ZX81 program"))
    #: CONT goes on after STOP (9) and BREAK (D) at the next line
    CONTINUE_AFTER = ("9", "D")
    LINE_OVERHEAD = 4

    def make_machine(self, **options: Any) -> ZX81Machine:
        return ZX81Machine(host=options.get("host"))

    def make_compiler(self, interp: Any) -> ZX81Compiler:
        return ZX81Compiler(interp)

    def format_report(self, report: Report) -> str:
        """``B/20``: the report code, a slash, the line (0 for a command)."""
        return f"{report.code}/{report.line}"
