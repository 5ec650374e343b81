"""The C64's Dialect: what the rest of the program asks of the machine, and
c64ref's stream mode."""
from __future__ import annotations

from typing import Any, Optional, Sequence, TextIO

from ...core import ast
from ...core.dialect import Dialect, StreamRun
from ...core.errors import StopRun
from ...core.formats import FileFormat, ProgramImage, StoredLine
from ...core.host import BreakOnSigint
from ...core.interpreter import Interpreter, Report
from . import prg, syntax
from .compiler import CbmCompiler
from .image import png_from_dump
from .machine import C64Machine
from .reports import ERRORS, format_report, is_direct
from .stream import C64StreamHost
from .text import encode
from .tokens import KEYWORDS

__all__ = ["C64Dialect", "ERRORS", "format_report", "is_direct", "run_stream"]


class C64Dialect(Dialect):
    name = "c64"
    title = "Commodore 64 BASIC V2"
    syntax = syntax                      # its highlight colours the REPL's lines
    file_formats = (FileFormat(".prg", prg, "Commodore 64 program"),
                    FileFormat(".t64", f"{__package__}.t64", "Commodore 64 tape image"),
                    FileFormat(".d64", f"{__package__}.d64", "Commodore 1541 disk image"))
    machine_class = C64Machine
    compiler_class = CbmCompiler
    own_stream_mode = True

    def parse_listing(self, text: str, **options: Any):
        return syntax.parse_listing(text)

    def parse_line(self, text: str, **options: Any) -> Any:
        return syntax.parse_line(text)

    def loaded_line(self, stored: StoredLine) -> ast.Line:
        """A line as LOAD left it in memory: its bytes are its source, and
        a line of any bytes runs (a statement that does not parse is the
        ?SYNTAX ERROR the ROM gives when it gets there)."""
        line = syntax.stored_line(stored.number, stored.stored.decode("latin-1"))
        if not line.statements:                 # an empty line: nothing to run
            line.statements = [ast.Rem("")]
        line.stored = stored.stored
        return line

    def stored_comment(self, line: ast.Line) -> Optional[str]:
        """None: a C64 line's source is its bytes, which SAVE writes."""
        return None

    def restore_image(self, machine: Any, interp: Any, image: ProgramImage) -> None:
        """LOAD put the whole file in memory from TXTTAB and LNKPRG made the
        links anew: the bytes after the program (machine code for a SYS) are
        there, and the variables start after them (VARTAB)."""
        if image.memory is not None:
            address, data = image.memory
            machine.memory.data[address:address + len(data)] = data
            program = sum(len(line.stored or b"") + 5 for line in image.lines) + 2
            machine.loaded_tail = max(0, len(data) - program)
            machine.program_changed(interp.program, interp.vars)

    def keywords(self) -> list[str]:
        """The ROM's token table, with ``(`` and ``#`` left on the words that
        have them."""
        return [k for k in KEYWORDS if k[0].isalpha()]

    # -- listing lines -----------------------------------------------------
    def list_body(self, line: ast.Line) -> str:
        """Tokens spelt out and control codes in petcat's braces: a C64
        line's source is its tokenized body."""
        return encode(syntax.detokenize(line.source), False)

    def list_line(self, line: ast.Line, current: Optional[int] = None) -> str:
        """``10 PRINT "HI"``: no alignment, and no mark for a current line
        (the C64 has none)."""
        return f"{line.number} {self.list_body(line)}"

    #: the braces work anywhere in a line
    space_escape = "{32}"

    def same_line(self, one: ast.Line, other: ast.Line) -> bool:
        """The same bytes: a C64 line is what the machine stores (a space
        typed after END is in the program)."""
        return one.source == other.source

    def file_line(self, line: ast.Line) -> str:
        """As LIST spells it, except that codes after REM stay themselves
        (LIST would spell them as keywords, which would not read back as the
        same line)."""
        return f"{line.number} {prg.spell(bytes(ord(c) & 0xFF for c in line.source))}"

    # -- running -----------------------------------------------------------
    def format_report(self, report: Report) -> str:
        return format_report(report)

    def continue_position(self, report: Report) -> Optional[tuple[int, int]]:
        """CONT goes on after STOP, END and RUN/STOP; after an error it is
        CAN'T CONTINUE."""
        if report.line == 0 and report.code == "0":
            return self.KEEP                # a direct command that went well
        if report.code == "BREAK" and report.resume:
            return report.resume            # RUN/STOP after a GOTO: NEWSTT's text pointer
        if report.code in ("BREAK", "0"):
            return (report.line, report.stmt + 1)
        return None

    def program_size(self, program: ast.Program) -> int:
        """Bytes from 2049: link, number, tokens and a zero per line, and the
        two zeros that end the program."""
        return sum(len(line.source) + 5 for line in program.lines) + 2

    def png_from_dump(self, result: dict[str, Any], path: Any, scale: int = 2,
                      flash_phase: int = 0) -> None:
        """The screen rebuilt from the dump's codes and colours."""
        png_from_dump(result, path, scale=scale)

    def run_stream(self, text: "str | ProgramImage", stdin: Optional[TextIO], stdout: TextIO, *,
                   keys: Sequence[str] = (), inputs: Sequence[str] = (),
                   idle_frames: int = 50, max_frames: int = 2 ** 62,
                   peripherals: Any = None, watchers: Sequence[Any] = (),
                   sound: Any = None) -> StreamRun:
        """Run a listing (or a program file's image) in c64ref's stream mode
        (:mod:`.stream`): (report or None, stop reason, machine,
        interpreter); ``watchers`` see every frame (recorders) and are
        closed at the end; ``sound``: where the SID's sound goes."""
        parsed = self.parse_program(text)
        host = C64StreamHost(stdin, stdout, keys=keys, inputs=inputs,
                             idle_frames=idle_frames, max_frames=max_frames)
        if peripherals is not None:
            host.peripherals = peripherals
        for watcher in watchers:
            host.watch(watcher)
        host.sound = sound
        machine = self.make_machine(host=host)
        host.attach(machine)
        interp = Interpreter(self, machine)
        interp.set_program(parsed.program)
        if parsed.image is not None:
            self.restore_image(machine, interp, parsed.image)
        machine.reset_frames()
        report = None
        reason = "ended"
        try:
            with BreakOnSigint(host):
                report = interp.run()
        except StopRun as stop:
            reason = stop.reason
        machine.flush_sound()
        machine.power_off()
        host.close_watchers(machine)
        stdout.flush()
        return StreamRun(report, reason, machine, interp)

    def program_on_disk(self, disk: str, name: str) -> ProgramImage:
        """LOAD "name",8 from the disk ``disk``, as LOAD leaves it."""
        from .devices import program_on_disk
        return program_on_disk(disk, name)


def run_stream(text: str, stdin: Optional[TextIO], stdout: TextIO, *,
               keys: Sequence[str] = (), inputs: Sequence[str] = (),
               idle_frames: int = 50, max_frames: int = 2 ** 62,
               peripherals: Any = None) -> tuple[Any, str, Any]:
    """Run a C64 listing in stream mode: (report or None, stop reason, machine)."""
    report, reason, machine, _ = C64Dialect().run_stream(
        text, stdin, stdout, keys=keys, inputs=inputs, idle_frames=idle_frames,
        max_frames=max_frames, peripherals=peripherals)
    return report, reason, machine
