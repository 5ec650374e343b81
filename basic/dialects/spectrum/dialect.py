"""The Spectrum's Dialect: what the rest of the program asks of the machine."""
from __future__ import annotations

from typing import Any

from ...core import ast
from ...core.dialect import Dialect
from ...core.formats import FileFormat, ProgramImage, StoredLine
from ..sinclair import saved_vars
from ...core.interpreter import Report
from ...core.listing import source_body
from . import syntax
from .compiler import SpectrumCompiler
from . import tokens as zx_tokens
from .crunch import crunch, detokenize
from .image import memory_from_dump, screen_png
from .machine import SpectrumMachine, format_report
from .memory_map import program_image
from .tape_deck import TapeDeck, deck_for


class SpectrumDialect(Dialect):
    name = "spectrum"
    space_escape = "\\{32}"
    title = "Sinclair ZX Spectrum 48K BASIC"
    syntax = syntax
    file_formats = (FileFormat(".tap", f"{__package__}.tap", "ZX Spectrum tape"),
                    FileFormat(".tzx", f"{__package__}.tzx", "ZX Spectrum tape"),
                    FileFormat(".pzx", f"{__package__}.pzx", "ZX Spectrum tape"),
                    FileFormat(".z80", f"{__package__}.snapshots.z80", "ZX Spectrum snapshot"),
                    FileFormat(".sna", f"{__package__}.snapshots.sna", "ZX Spectrum snapshot"),
                    FileFormat(".szx", f"{__package__}.snapshots.szx", "ZX Spectrum snapshot"))
    machine_class = SpectrumMachine
    compiler_class = SpectrumCompiler

    def keywords(self) -> list[str]:
        """The spellings read out of the ROM's keyword table."""
        return [k for k in zx_tokens.token_names().values() if k[0].isalpha()]

    def list_body(self, line: ast.Line) -> str:
        """Keywords spaced as the ROM's LIST spaces them; the text as typed
        if that form would not crunch back to the same tokens, so saving
        never changes a program."""
        body = source_body(line)
        try:
            tokens = crunch(body).text
            listed = detokenize(tokens)
            try:
                same = crunch(listed).text == tokens
            except Exception:  # a character the round trip cannot carry
                same = False
            return listed if same else body
        except Exception:  # text that parsed once always crunches; be safe anyway
            return body.strip()

    def format_report(self, report: Report) -> str:
        """``2 Variable not found, 30:1``: the ROM's words and layout."""
        return format_report(report)

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
        return len(program_image(program))

    def stored_numbers(self, stored: StoredLine) -> list[Any]:
        """The hidden 5-byte numbers after the literals (the ROM's run-time
        S-DECIMAL takes them, not the digits)."""
        from . import tap
        return tap.stored_numbers(stored.stored)

    def restore_image(self, machine: Any, interp: Any, image: ProgramImage) -> None:
        """The variables the tape brought (LOAD keeps them; an autostart goes
        on with them), and the rest of the tape for LOAD "" CODE; a
        snapshot's whole machine (:func:`.snapshots.restore`)."""
        from . import snapshots
        if isinstance(image.machine, snapshots.Snapshot):
            snapshots.restore(machine, interp, image.machine)
            return
        if image.variables:
            saved_vars.restore(interp.vars, image.variables, saved_vars.SPECTRUM,
                               interp.layout.index_of)
            machine.program_changed(interp.program, interp.vars)
        if image.tape is not None:
            machine.tape_deck = TapeDeck.after_program(image.tape)

    snapshot_suffixes = (".z80", ".sna", ".szx")

    def resume_image(self, machine: Any, interp: Any, image: ProgramImage) -> Any:
        """A snapshot that caught machine code running: it goes on in the
        Z80 first (:func:`.snapshots.resume_code`)."""
        from . import snapshots
        if isinstance(image.machine, snapshots.Snapshot):
            return snapshots.resume_code(machine, interp, image.machine)
        return None

    def snapshot_bytes(self, machine: Any, interp: Any, report: Any, suffix: str) -> bytes:
        """The machine as a 48K snapshot the genuine ROM goes on from
        (:func:`.snapshots.capture`)."""
        from . import snapshots
        resume = interp.stopped_at if report is None else None
        state = snapshots.capture(machine, interp, report, resume)
        return snapshots.write(state, suffix.lstrip("."))

    def attach_file(self, machine: Any, path: str) -> None:
        """A program run from a .tap can load the files after it on the tape
        (:mod:`.tape_deck`)."""
        if path and machine.tape_deck is None:
            machine.tape_deck = deck_for(path)

    def png_from_dump(self, result: dict[str, Any], path: Any, scale: int = 2,
                      flash_phase: int = 0) -> None:
        """The screen and border rebuilt from the dump's ``bitmap`` and ``attrs``."""
        screen_png(memory_from_dump(result), result.get("border", 7), path, scale=scale,
                   flash_phase=flash_phase)
