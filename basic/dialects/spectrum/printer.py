"""The ZX Printer: LPRINT, LLIST and PRINT #3 as text, COPY as a picture.

The ROM prints to the printer a line at a time: characters go into the
32-column printer buffer (at 23296) and the line is sent when ENTER comes
(PO-ENTER), when a 33rd character comes (PR-ALL sends the full line first,
so 32 characters and ENTER make one line, not two), or at COPY-BUFF's other
callers.  Here each line sent is appended as text to the printer's file
(``--printer``, default printer.txt), as the screen would show its
characters (``£ ↑ ©``, block graphics as quadrants, ``[UDG-A]``, keywords
spelt out with the ROM's spaces).  On the printer AT moves to a column of
the line being built and ignores the row (PO-AT-SET), so later characters
overwrite earlier ones there; the comma fills with spaces to column 16 or
the end (PO-COMMA), TAB n to column n (PO-FILL), on the next line once it is
passed; colour codes print nothing.  A line still unfinished when the
session ends is printed then.

COPY (the ROM's COPY at 0EAC) prints the top 22 lines of the screen, the
display file's pixels without colours: here each COPY writes them as a
256 x 176 picture, black on white, beside the printer's file
(``printer-1.png``, ``printer-2.png``...).
"""
from __future__ import annotations

import io
from pathlib import Path
from typing import Callable

from ...core.memory import Memory
from .decode import cell_addr
from .stream import WIDTH, PrintStream

COPY_ROWS = 22                 # COPY prints 176 pixel lines


class ZXPrinter(PrintStream):
    """What the machine sends to channel P, printed to ``path``."""

    def __init__(self, path: str | Path, report: Callable[[str], None]) -> None:
        super().__init__(io.StringIO())
        self.path = Path(path)
        self.report = report
        self.cells = [" "] * WIDTH
        self.channel = "P"

    def write(self, codes: str, channel: str = "P") -> None:
        for ch in codes:
            self._code(ord(ch))

    # -- the line being built (the printer buffer) ------------------------
    def _char(self, text: str) -> None:
        if self.col >= WIDTH:
            self.newline()
        self.cells[self.col] = text
        self.col += 1
        self.after_space = text == " "

    def _pad_to(self, col: int) -> None:
        """PO-FILL: spaces up to ``col``."""
        while self.col < col:
            self._char(" ")

    def _apply(self, control: int, params: list[int]) -> None:
        if control == 22:                     # AT: the column only
            self.col = params[1] % WIDTH
            return
        super()._apply(control, params)

    def newline(self) -> None:
        """COPY-BUFF: the line to the paper, the buffer cleared."""
        self._append("".join(self.cells).rstrip() + "\n")
        self.cells = [" "] * WIDTH
        self.col = 0

    def flush(self) -> None:
        """Print a line still being built (the end of the session)."""
        if self.col or any(c != " " for c in self.cells):
            self.newline()

    def _append(self, text: str) -> None:
        try:
            with open(self.path, "a", encoding="utf-8") as file:
                file.write(text)
        except OSError as error:
            self.report(f"the printer cannot write {self.path}: {error.strerror}")

    # -- COPY -----------------------------------------------------------------
    def copy(self, memory: Memory) -> Path | None:
        """COPY: the top 22 lines of the screen as the next picture."""
        from PIL import Image
        d = memory.data
        pixels = bytearray()
        for row in range(COPY_ROWS):
            for line in range(8):
                for col in range(32):
                    byte = d[cell_addr(row, col, line)]
                    pixels += bytes(0 if byte & (0x80 >> bit) else 255 for bit in range(8))
        image = Image.frombytes("L", (256, 8 * COPY_ROWS), bytes(pixels))
        path = self._next_picture()
        try:
            image.save(path, format="PNG")
        except OSError as error:
            self.report(f"the printer cannot write {path}: {error.strerror}")
            return None
        return path

    def _next_picture(self) -> Path:
        number = 1
        while True:
            path = self.path.with_name(f"{self.path.stem}-{number}.png")
            if not path.exists():
                return path
            number += 1
