"""What the ZX80's and ZX81's RAM models share: the program's bytes, written
once, and the display file, where a POKE shows on the screen.

Both machines keep the program, the display file and the variables in their
RAM in the ROM's formats, and a program may PEEK and POKE them.  The
interpreter keeps them in its own forms and writes them into the machine's
64K when a program looks (a PEEK of the RAM or of a system variable that
points into it, and later machine code): each machine's ``ram`` module
(basic.dialects.zx80.ram, basic.dialects.zx81.ram) lays them out as its ROM
does and sets its system variables; this base holds what is the same:

* the program is written once a program (so a POKE into a REM line is still
  there when PEEKed; its bytes are the lines as stored, from the machine's
  line encoder);
* the display file is written afresh each time, and a POKE that lands on a
  character of it changes that cell of the screen (a POKE over a NEWLINE is
  kept in memory only: on the machines it wrecks the picture).
"""
from __future__ import annotations

from typing import Any

NEWLINE = 0x76


class Zx8xRam:
    """The program image and the display file's place in a machine's RAM."""

    #: where the program starts (after the system variables)
    PROG = 0x4000

    def __init__(self, machine: Any) -> None:
        self.machine = machine
        self.program = b""
        #: line number -> the address of its first byte
        self.starts: dict[int, int] = {}
        #: the program's bytes are in memory (written once a program)
        self.program_written = False
        #: the display file: its first byte, where each row's characters
        #: start (offsets from it) and how many there are
        self.d_file = self.PROG
        self.row_starts: list[int] = []
        self.row_widths: list[int] = []
        #: the print position's address as it was last written (a change is
        #: the ROM's PRINT's, called by machine code)
        self.df_cc = 0
        #: where a PEEK was made from: the line (0 for a command) and the
        #: GO SUB depth
        self.ppc = 0
        self.depth = 0

    def line_image(self, number: int, body: bytes) -> bytes:
        """One line as stored: the machine's header, then ``body`` (which
        ends with NEWLINE)."""
        raise NotImplementedError

    def program_changed(self, lines: list[tuple[int, bytes]]) -> None:
        """The program's lines as stored (number, body with NEWLINE)."""
        image = bytearray()
        self.starts = {}
        for number, body in lines:
            self.starts[number] = self.PROG + len(image)
            image += self.line_image(number, body)
        self.program = bytes(image)
        self.program_written = False

    def write_program(self) -> None:
        """Put the program's bytes in memory, once a program."""
        if not self.program_written:
            end = self.PROG + len(self.program)
            self.machine.memory.data[self.PROG:end] = self.program
            self.program_written = True

    def next_line_address(self, end: int) -> int:
        """The address of the line after PPC's (``end`` when there is none
        or the position is a command's)."""
        later = [n for n in self.starts if n > self.ppc] if self.ppc else []
        return self.starts[min(later)] if later else end

    def poke_display(self, address: int, value: int) -> None:
        """A POKE at ``address``: if it lands on a character of the display
        file, the screen shows it."""
        offset = address - self.d_file
        for row, start in enumerate(self.row_starts):
            if start <= offset < start + self.row_widths[row]:
                self.machine.screen.set_code(row, offset - start, value & 0xFF)
                return

    def read_display_file(self, df_cc: int) -> None:
        """Machine code ran: each row's characters, where the ROM's layout
        (written last) put them, back on the screen, and the PRINT
        position when ``df_cc`` (the machine's pointer to it) has moved."""
        data = self.machine.memory.data
        screen = self.machine.screen
        cells = screen.cells
        for row, start in enumerate(self.row_starts):
            at = self.d_file + start
            line = cells[row]
            for col in range(min(self.row_widths[row], len(line))):
                if data[at] == NEWLINE:
                    break
                line[col] = data[at]
                at += 1
        if df_cc != self.df_cc:
            offset = df_cc - self.d_file
            for row in range(len(self.row_starts) - 1, -1, -1):
                col = offset - self.row_starts[row]
                if col >= 0:
                    if col <= len(cells[row]):
                        screen.move_to(row, col)
                        self.df_cc = df_cc
                    break
