"""Ask the genuine C64 BASIC ROM how a program LOAD brought in runs (a
regeneration tool, not a test): ../golden/loaded_rom.json for
tests/c64/test_loaded_programs.py.

Each case is a program as stored (line number and body bytes, in the order
of the file), put at $0801 with its links made as LNKPRG makes them and
VARTAB after it, as LOAD leaves memory; then RUN is typed.  What the ROM
prints is kept.  Run it with a Python that has py65, the ROM built by
tests/numbers/cbm_oracle/build.sh (see tests/c64/oracle/README.md):

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_loaded.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from c64oracle import C64Basic, as_text  # noqa: E402

GOLDEN = HERE.parent / "golden" / "loaded_rom.json"
TXTTAB = 0x0801

#: name -> ([(line number, body as hex)], bytes after the end link as hex)
CASES: dict[str, tuple[list[tuple[int, str]], str]] = {
    # GOTO 10 from line 30 looks from the start: the first line numbered 10
    # or more is 20, which is not 10
    "goto_from_the_start": ([(20, '99224122'), (10, '99224222'), (30, '893130'),
                             (10, '992243223a80')], ""),
    # GOTO 10 from line 5 (a later number) looks from the next line: 20
    "goto_a_later_number_from_the_next_line": ([(5, '893130'), (20, '80'),
                                                (10, '99225822')], ""),
    # a number twice: the first from where the walk starts
    "goto_a_repeated_number": ([(5, '893130'), (10, '9922 4f4e45223a80'.replace(' ', '')),
                                (10, '992254574f22')], ""),
    "gosub_returns_into_the_line_it_left": ([(10, '8d3130303a99224241434b22'),
                                             (10, '99224f544845522280'), (100, '8e')], ""),
    # the program ends at a link whose high byte is 0; SYS finds its code
    "sys_to_the_bytes_after_the_end": ([(10, '9e32303539')], "a20060"),
    "an_empty_line_and_a_line_above_63999": ([(10, ''), (64000, '99224249472222')], ""),
    "a_line_that_does_not_parse": ([(10, '99224122'), (20, '2929'), (30, '99224322')], ""),
}


def memory_of(lines: list[tuple[int, str]], tail: str) -> bytes:
    """The program's bytes from $0801, linked as LNKPRG links them (the end
    link's high byte 0, its low byte the tail's first byte if any)."""
    out = bytearray()
    for number, body in lines:
        data = bytes.fromhex(body)
        link = TXTTAB + len(out) + 4 + len(data) + 1
        out += link.to_bytes(2, "little") + number.to_bytes(2, "little") + data + b"\0"
    rest = bytes.fromhex(tail)
    if rest:
        return bytes(out) + rest
    return bytes(out) + b"\0\0"


class Loaded(C64Basic):
    """RUN typed after the program was put in memory as LOAD leaves it."""

    def __init__(self, program: bytes) -> None:
        super().__init__()
        self.program = program

    def _next_line(self) -> list[int]:
        if self.lines and self.lines[0] == "RUN":
            mem = self.mem
            mem[TXTTAB:TXTTAB + len(self.program)] = self.program
            end = TXTTAB + len(self.program)
            mem[0x2D], mem[0x2E] = end & 0xFF, end >> 8          # VARTAB
        return super()._next_line()


def main() -> None:
    golden = {}
    for name, (lines, tail) in CASES.items():
        program = memory_of(lines, tail)
        machine = Loaded(program)
        codes = machine.run("", [])
        golden[name] = {"lines": lines, "tail": tail, "text": as_text(codes)}
        print(name, repr(golden[name]["text"]))
    GOLDEN.write_text(json.dumps(golden, indent=1) + "\n")


if __name__ == "__main__":
    main()
