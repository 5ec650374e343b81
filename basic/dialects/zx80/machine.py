"""The ZX80 as the interpreter sees it: its PRINT rules, RND, system variables.

PRINT (0x0972 and PRINT-A-2 at 0x0560): characters go to a 32-column line
and the 33rd wraps; NEWLINE ends a line; the comma (PO-FILL, 0x0727) prints a
space and then spaces until the column is a multiple of 8, so there are four
8-column zones (a comma in the last column carries on to column 8 of the next
line).  Numbers are printed by OUT-NUM-1 (0x06A1): a minus sign and digits,
no spaces.  The upper screen has 23 lines (CLS sets 23 lines of room, PRI-SKIP
counts them down); the 24th line shows the report, ``code/line`` (MAIN-5 at
0x04A8), the line being -2 for a direct command (PPC is set to line 0 - 2).

The system variables the interpreter keeps in memory (so PEEK and POKE see
them): ERR_NR 16384, PPC 16386, OLDPPC 16407, SEED 16412, FRAMES 16414.  A
freshly switched-on ZX80 has all RAM zero, so SEED starts at 0 and RND is the
same sequence on every power-up until RANDOMISE.
"""
from __future__ import annotations

from typing import Any

from .charset import ZX80
from ..zx8x.machine import Zx8xMachine
from . import arith

ERR_NR = 0x4000
PPC = 0x4002
OLDPPC = 0x4017
SEED = 0x401C
FRAMES = 0x401E


class ZX80Machine(Zx8xMachine):
    charset = ZX80
    UPPER_ROWS = 23
    FRAME_CYCLES = 65000          # 3.25 MHz / 50 Hz; the display is off while running
    CURSOR_CODE = 0xB0            # the inverse K the editor shows (P_PTR)
    NEWLINE_CODE = 0x76
    RAM_SIZES = (1, 16)
    DEFAULT_RAM = 16
    PROG_START = 16424
    GOSUB_LEVEL = 2
    #: the 0x80 after the variables, the edit line and the machine stack of
    #: a running statement, and the room TEST-ROOM keeps free
    ROOM_OVERHEAD = 1 + 3 + 12 + 24
    LINE_BYTES = 3
    NAME = "ZX80"

    def variables_size(self, store: Any) -> int:
        """The 4K ROM's formats: a number is its name and 2 bytes (a FOR
        variable adds its limit and line: 7 bytes), a string its letter, its
        characters and the closing quote, an array its letter, its bound and 2
        bytes an element; 0x80 ends the area."""
        size = 1
        for name, slot in store.num_slots.items():
            if store.num[slot] is not None:
                size += 7 if store.loops[slot] is not None else len(name) + 2
        for value in store.str:
            if value is not None:
                size += len(value) + 2
        for arr in store.arr:
            if arr is not None:
                size += 2 + 2 * len(arr.data)
        return size

    def init_system_variables(self) -> None:
        self.memory.poke(ERR_NR, 0xFF)

    def frame_tick(self) -> None:
        """FRAMES counts only while the ZX80 shows its display (KEYBOARD at
        0x013F, called while it waits for a key or an INPUT line)."""
        if self.waiting_for is not None:
            mem = self.memory
            mem.poke16(FRAMES, (mem.peek16(FRAMES) + 1) & 0xFFFF)

    # -- numbers and RND --------------------------------------------------------
    def rnd(self, n: int) -> int:
        seed, value = arith.rnd(self.memory.peek16(SEED), n)
        self.memory.poke16(SEED, seed)
        return value

    def randomise(self, n: int) -> None:
        """RANDOMISE n (0x0923): SEED = n, or FRAMES when n is 0."""
        self.memory.poke16(SEED, (n if n else self.memory.peek16(FRAMES)) & 0xFFFF)

    # -- PRINT ---------------------------------------------------------------------
    def print_token(self, code: int) -> None:
        """PO-TOKEN (0x0584): a keyword code is printed as its spelling, with
        a space before an alphabetic one (unless one was just printed) and
        after a command; codes 64..211 print as ``?``."""
        word = self.charset.tokens.get(code, "?") if code >= 0xD4 else "?"
        table = self.charset.code_of
        if word[0].isalpha() and self.last_code != 0:
            self.emit(0)
        for ch in word:
            self.emit(table.get(ch, 0))
        if code >= 0xE6:
            self.emit(0)

    def print_number(self, n: int) -> None:
        table = self.charset.code_of
        for ch in arith.to_text(n):
            self.emit(table[ch])

    def print_comma(self) -> None:
        self.emit(0)
        while self.screen.col % 8:
            self.emit(0)

    # -- reports ----------------------------------------------------------------------
    def format_report(self, report: Any) -> str:
        line = report.line if report.line else -2
        return f"{report.code}/{line}"

    def on_report(self, report: Any) -> None:
        mem = self.memory
        code = int(report.code) if report.code.isdigit() else 0
        mem.poke(ERR_NR, (code - 1) & 0xFF)
        line = report.line if report.line else -2
        mem.poke16(PPC, line & 0xFFFF)
        mem.poke16(OLDPPC, (line + (1 if report.code == "9" else 0)) & 0xFFFF)
        super().on_report(report)
