"""The ZX80's Dialect: what the rest of the program asks of the machine."""
from __future__ import annotations

from typing import Any

from ...core.formats import FileFormat, ProgramImage
from ...core.interpreter import Report
from .charset import ZX80
from ..zx8x.dialect import Zx8xDialect
from . import o, saved_vars, syntax
from .compiler import ZX80Compiler
from .machine import ZX80Machine


class ZX80Dialect(Zx8xDialect):
    name = "zx80"
    title = "Sinclair ZX80 4K BASIC (integer)"
    syntax = syntax
    charset = ZX80
    file_formats = (FileFormat(".o", o, "ZX80 program"), FileFormat(".80", o, "ZX80 program"))
    machine_class = ZX80Machine
    ram_sizes = (16, 1)
    compiler_class = ZX80Compiler
    #: CONTINUE goes to OLDPPC: the line after a STOP, else the line that
    #: stopped (SET-CONT at 0x04A1)
    CONTINUE_AFTER = ("9",)
    LINE_OVERHEAD = 3

    def format_report(self, report: Report) -> str:
        """``9/670``: the code, a slash, the line (-2 for a direct command)."""
        return f"{report.code}/{report.line if report.line else -2}"

    def restore_image(self, machine: Any, interp: Any, image: ProgramImage) -> None:
        """The variables the .o brought: LOAD keeps them for GO TO and
        CONTINUE (RUN clears them)."""
        if image.variables:
            saved_vars.restore(interp.vars, image.variables, interp.layout.index_of_line)
