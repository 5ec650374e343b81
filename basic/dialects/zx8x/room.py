"""The RAM of a ZX80 or ZX81, and report 4 when a program outgrows it.

Both machines keep everything a program makes in the RAM above their
system variables, and their TEST-ROOM routine stops with report 4 when a new
demand would leave too little between the top of the workspace and the
machine stack.  Memory below RAMTOP, as the ROMs lay it out::

    ZX81 (8K ROM)                         ZX80 (4K ROM)
    16509  the program                    16424  the program
           the display file (D_FILE)             the variables (VARS)
           the variables (VARS), 0x80            the edit line (E_LINE)
           the edit line, workspace,             the display file (D_FILE)
           the calculator stack                  ... free ...
           ... free ...                          the machine stack, GO SUB
           the machine stack, GO SUB             (2 bytes a level)
           (2 bytes a level)
    RAMTOP = 16384 + the RAM               RAMTOP = 16384 + the RAM

The ZX81's display file is full (25 NEWLINEs and 24 lines of 32
characters: 793 bytes) when it has more than 3 1/4K, else collapsed to the
NEWLINEs plus what is printed on each line; the ZX80's is always collapsed.
A machine with ``--ram 32`` has RAMTOP at 49152, as ``POKE 16389,192: NEW``
gives a ZX81 with a 32K pack.

The interpreter keeps its variables in Python lists, so this is an account
of the bytes the ROM would use, asked before anything is made: a huge DIM is
refused from its size alone.  The fixed costs (:attr:`Room.overhead`) follow
the ROM listings (the ZX81's TEST-ROOM wants 36 bytes free above STKEND).
Measured since on the genuine ROMs (tests/zx81/oracle, tests/zx80/oracle):
with them, deep expressions end where the ROMs' do (tests/deep), and so does
GO SUB recursion once the dialects' GOSUB_*NEEDS are added
(tests/zx81/golden/room_rom.json).  Still off, measured: a ZX81 DIM A$(n)
fits 1 byte (1K) to 7 bytes (16K) less here; a short statement on nearly full memory (PRINT 1 with 39
bytes left) is not checked here.  The ZX80 asks its TEST-ROOM on its exact
memory instead (basic.dialects.zx80.machine: GO SUB, strings, DIM and, on 1K,
every character PRINT puts in the display file), as the ROM does: a 453-
character literal and PRINT fit a 1K ZX80, 454 do not (4/20).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from ...core.errors import BasicError
from ...core.variables import Variables

RAM_BASE = 0x4000
#: 24 lines of 32 characters and 25 NEWLINEs
FULL_DISPLAY = 25 + 24 * 32
#: RAMTOP from which the ZX81 keeps a full display file (3 1/4K of RAM)
FULL_DISPLAY_FROM = 0x4D00


@dataclass
class Room:
    """The free-memory account of one machine."""
    #: where the program starts (after the system variables)
    prog: int
    #: RAMTOP: 16384 + the RAM
    ramtop: int
    #: bytes a GO SUB level takes on the machine stack
    gosub_level: int
    #: bytes TEST-ROOM and the running statement need besides program,
    #: display, variables and GO SUB stack
    overhead: int
    #: the bytes the variables take in the ROM's formats
    variables_size: Callable[[Variables], int]
    #: the display file is full (ZX81 with more than 3 1/4K), not collapsed
    full_display: bool = False
    program_bytes: int = 0

    def display_bytes(self, cells: list[list[int]]) -> int:
        """The display file: full, or a NEWLINE a line after what is printed
        on it (a line's trailing spaces never printed are not there)."""
        if self.full_display:
            return FULL_DISPLAY
        size = 25
        for row in cells:
            n = len(row)
            while n and row[n - 1] == 0:
                n -= 1
            size += n
        return size

    def free(self, store: Variables, gosub_depth: int, cells: list[list[int]]) -> int:
        """Bytes left for a new demand at the current GO SUB depth."""
        return (self.ramtop - self.prog - self.program_bytes - self.display_bytes(cells)
                - self.variables_size(store) - self.gosub_level * gosub_depth - self.overhead)

    def need(self, store: Optional[Variables], gosub_depth: int, count: int,
             cells: list[list[int]], at: Any = None) -> None:
        """Report 4 unless ``count`` more bytes fit."""
        if store is not None and count > self.free(store, gosub_depth, cells):
            raise BasicError("4", at=at)


def ramtop_for(ram_k: int) -> int:
    """RAMTOP of a machine with ``ram_k`` K of RAM."""
    return RAM_BASE + 1024 * ram_k
