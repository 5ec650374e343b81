"""The ZX81's Dialect: what the rest of the program asks of the machine."""
from __future__ import annotations

from typing import Any

from ...core.formats import FileFormat, ProgramImage, StoredLine
from ..sinclair import saved_vars
from ...core.interpreter import Report
from .charset import ZX81
from ..zx8x.dialect import Zx8xDialect
from ..zx8x.files import word
from . import p, syntax
from .compiler import ZX81Compiler
from .code import ZX81_ROM
from .machine import ZX81Machine


class ZX81Dialect(Zx8xDialect):
    name = "zx81"
    title = "Sinclair ZX81 8K BASIC"
    syntax = syntax
    charset = ZX81
    file_formats = (FileFormat(".p", p, "ZX81 program"), FileFormat(".81", p, "ZX81 program"))
    machine_class = ZX81Machine
    ram_sizes = (16, 1, 2, 32)
    rom_image = ZX81_ROM
    compiler_class = ZX81Compiler
    #: CONT goes on after STOP (9) and BREAK (D) at the next line
    CONTINUE_AFTER = ("9", "D")
    LINE_OVERHEAD = 4
    #: a loaded line runs up to the nonsense in it (measured on the 8K ROM:
    #: tests/formats/golden/loaded_rom.json)
    runs_up_to_nonsense = True

    def format_report(self, report: Report) -> str:
        """``B/20``: the report code, a slash, the line (0 for a command)."""
        return f"{report.code}/{report.line}"

    def stored_numbers(self, stored: StoredLine) -> list[Any]:
        """The five bytes after each literal's 0x7E: what the ROM uses."""
        return p.stored_numbers(stored.stored)

    def continue_position(self, report: Report) -> Any:
        """OLDPPC as a report sets it: report 0 leaves it as it was (CONT
        after a program that ended goes there again, measured on the 8K
        ROM: tests/formats/golden/loaded_rom.json)."""
        if report.code == "0":
            return self.KEEP
        return super().continue_position(report)

    def restore_image(self, machine: Any, interp: Any, image: ProgramImage) -> None:
        """What LOAD put in memory besides the lines: the variables, which a
        program that goes on by itself (NXTLIN), GOTO and CONT find, and the
        system variables, among them OLDPPC, where CONT goes, and SEED,
        which RND goes on from (RUN changes neither)."""
        if image.variables:
            saved_vars.restore(interp.vars, image.variables, saved_vars.ZX81,
                               interp.layout.index_of, small_integers=False)
        if image.memory is not None:
            base, sysvars = image.memory
            if len(sysvars) >= p.PROG - base:
                interp.cont_at = (word(sysvars, p.OLDPPC - base), 1)
                machine.memory.poke16(p.SEED, word(sysvars, p.SEED - base))
