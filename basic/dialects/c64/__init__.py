"""The Commodore 64 and its BASIC V2 (Microsoft's 6502 BASIC, 1982 ROM 901226-01).

Report codes are the ROM's error names (``'SYNTAX'``, ``'TYPE MISMATCH'``...),
``'BREAK'`` for STOP and RUN/STOP, ``'0'`` for a normal end; this module words
them as the ROM does: ``?SYNTAX  ERROR IN 20`` (two spaces: the message, then
" ERROR" after a space the VIC-40 screen needed), ``BREAK IN 30``.
"""
from __future__ import annotations

from typing import Any, Optional

from ...core.interpreter import Report
from ...core import ast
from ...core.dialect import Dialect, register_syntax

#: the ROM's error messages, by number (errtab order)
ERRORS = (
    "TOO MANY FILES", "FILE OPEN", "FILE NOT OPEN", "FILE NOT FOUND", "DEVICE NOT PRESENT",
    "NOT INPUT FILE", "NOT OUTPUT FILE", "MISSING FILE NAME", "ILLEGAL DEVICE NUMBER",
    "NEXT WITHOUT FOR", "SYNTAX", "RETURN WITHOUT GOSUB", "OUT OF DATA", "ILLEGAL QUANTITY",
    "OVERFLOW", "OUT OF MEMORY", "UNDEF'D STATEMENT", "BAD SUBSCRIPT", "REDIM'D ARRAY",
    "DIVISION BY ZERO", "ILLEGAL DIRECT", "TYPE MISMATCH", "STRING TOO LONG", "FILE DATA",
    "FORMULA TOO COMPLEX", "CAN'T CONTINUE", "UNDEF'D FUNCTION", "VERIFY", "LOAD",
)


def is_direct(line: int) -> bool:
    """CURLIN's high byte is $FF in direct mode: no " IN n"."""
    return line >= 0xFF00


def format_report(report: Report, direct: Optional[bool] = None) -> str:
    """``?SYNTAX  ERROR IN 20``, ``BREAK IN 30`` or ``READY.``; no " IN n"
    for a direct command (``direct``, or a line number of $FFxx)."""
    if report.code == "0":
        return "READY."
    if direct is None:
        direct = is_direct(report.line)
    where = "" if direct else f" IN {report.line}"
    if report.code == "BREAK":
        return "BREAK" + where
    return f"?{report.code}  ERROR{where}"


class C64Dialect(Dialect):
    name = "c64"
    title = "Commodore 64 BASIC V2"

    def __init__(self) -> None:
        register_syntax(self.name, "basic.dialects.c64.syntax")   # colouring in the REPL

    def parse_listing(self, text: str, **options: Any):
        from .syntax import parse_listing
        return parse_listing(text)

    def parse_line(self, text: str) -> Any:
        from .syntax import parse_line
        return parse_line(text)

    def make_machine(self, **options: Any):
        from .machine import C64Machine
        return C64Machine(host=options.get("host"))

    def make_compiler(self, interp: Any):
        from .compiler import CbmCompiler
        return CbmCompiler(interp)

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

    def run_stream(self, args: Any, text: str, speed: Any = None) -> int:
        """Stream mode for the CLI (see basic.dialects.c64.stream)."""
        from .stream import run_stream_cli
        return run_stream_cli(args, text, self, speed)

    def screen_png(self, machine: Any, path: str, scale: int = 2) -> None:
        """``--png``: the C64 screen drawn with our font."""
        from .image import screen_png
        screen_png(machine.memory, path, scale)

    def program_size(self, program: ast.Program) -> int:
        """Bytes from 2049: link, number, tokens and a zero per line, and the
        two zeros that end the program."""
        return sum(len(line.source) + 5 for line in program.lines) + 2
