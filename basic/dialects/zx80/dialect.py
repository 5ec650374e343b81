"""The ZX80's Dialect: what the rest of the program asks of the machine."""
from __future__ import annotations

from typing import Any

from ...core import ast
from ...core.formats import FileFormat, ProgramImage, StoredLine
from ...core.interpreter import Report
from .charset import ZX80
from ..zx8x.dialect import Zx8xDialect
from ..zx8x.files import word
from . import loaded, o, saved_vars, syntax
from .compiler import ZX80Compiler
from .code import ZX80_ROM
from .machine import ZX80Machine


class ZX80Dialect(Zx8xDialect):
    name = "zx80"
    title = "Sinclair ZX80 4K BASIC (integer)"
    syntax = syntax
    charset = ZX80
    file_formats = (FileFormat(".o", o, "ZX80 program"), FileFormat(".80", o, "ZX80 program"))
    machine_class = ZX80Machine
    ram_sizes = (16, 1)
    rom_image = ZX80_ROM
    compiler_class = ZX80Compiler
    #: CONTINUE goes to OLDPPC: the line after a STOP, else the line that
    #: stopped (SET-CONT at 0x04A1)
    CONTINUE_AFTER = ("9",)
    LINE_OVERHEAD = 3

    def format_report(self, report: Report) -> str:
        """``9/670``: the code, a slash, the line (-2 for a direct command)."""
        return f"{report.code}/{report.line if report.line else -2}"

    def loaded_line(self, stored: StoredLine) -> ast.Line:
        """A stored line as the 4K ROM's run time takes it, which checks
        nothing (:mod:`.loaded`): codes before the first keyword passed
        over, a last operand cut off, numbers too big for the editor."""
        stmts = loaded.statements(
            stored, lambda body: o.decode_line(body, stored.number),
            lambda text, err: self._good_part(text, stored.number,
                                              len(f"{stored.number} ") + 1, err))
        return ast.Line(stored.number, stmts or [ast.Rem("")],
                        source=f"{stored.number} {stored.text}", stored=stored.stored)

    def continue_position(self, report: Report) -> Any:
        """OLDPPC as the report sets it (0x0492): the line after a STOP, the
        line of any other report, and none for report 0, which leaves it as
        it was (so CONTINUE after a program that ended runs it again from
        the line kept before, line 0 on a machine just switched on)."""
        if report.code == "0":
            return self.KEEP
        return super().continue_position(report)

    def restore_image(self, machine: Any, interp: Any, image: ProgramImage) -> None:
        """What LOAD put in memory besides the lines: the variables, which
        GO TO and CONTINUE keep (RUN clears them), and the system
        variables, among them OLDPPC, where CONTINUE goes, and SEED, which
        RND goes on from (RUN changes neither)."""
        if image.variables:
            saved_vars.restore(interp.vars, image.variables, interp.layout.index_of_line)
        if image.memory is not None:
            base, sysvars = image.memory
            if len(sysvars) >= o.PROG - base:
                interp.cont_at = (word(sysvars, o.OLDPPC - base), 1)
                machine.memory.poke16(o.SEED, word(sysvars, o.SEED - base))
