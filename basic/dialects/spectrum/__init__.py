"""The ZX Spectrum 48K (and the TS2068 running 48K-compatible listings)."""
from __future__ import annotations

from typing import Any

from . import rom as zx_rom
from ...core.interpreter import Report
from ...core import ast
from ...core.dialect import Dialect


class SpectrumDialect(Dialect):
    name = "spectrum"
    title = "Sinclair ZX Spectrum 48K BASIC"

    def parse_listing(self, text: str, **options: Any):
        from ...core.listing import parse_listing
        return parse_listing(text, dialect="spectrum",
                             upper_keywords=options.get("upper_keywords", False))

    def parse_line(self, text: str) -> Any:
        from ...core.listing import parse_line
        return parse_line(text, dialect="spectrum")

    def make_machine(self, **options: Any):
        from .machine import SpectrumMachine
        return SpectrumMachine(host=options.get("host"))

    def make_compiler(self, interp: Any):
        from ..sinclair.compiler import SinclairCompiler
        return SinclairCompiler(interp)

    def format_report(self, report: Report) -> str:
        """``2 Variable not found, 30:1``: the ROM's words and layout."""
        return f"{report.code} {zx_rom.report_message(report.code)}, {report.line}:{report.stmt}"

    def continue_position(self, report: Report) -> Any:
        """As MAIN-4 sets OLDPPC/OSPPC: report 0 leaves them alone; otherwise
        CONTINUE repeats the statement that failed, but goes on after STOP (9)
        and BREAK (L), "allowing for any jumps to be done" (the manual): a
        pending NEWPPC/NSPPC is what MAIN-7 copies.  An error in a direct command leaves them too (the ROM
        would point them at the edit line, which is gone by then)."""
        if report.code == "0" or report.line == 0:
            return self.KEEP
        if report.code == "L" and report.resume:
            return report.resume            # BREAK after a jump: where it leads
        if report.code in ("9", "L"):
            return (report.line, report.stmt + 1)
        return (report.line, report.stmt)

    def program_size(self, program: ast.Program) -> int:
        """Bytes the program takes in memory, in the ROM's format."""
        from .memory_map import program_image
        return len(program_image(program))
