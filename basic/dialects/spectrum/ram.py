"""The RAM a Spectrum program sees: the program and variables at PROG, PEEK
and POKE, CLEAR n, room for more (report 4), and the variables read back
from memory after machine code.

The program's bytes are written at PROG once for each program (so what a
POKE or a routine puts into a REM line stays there), and the variables after
them at VARS, in the ROM's formats (:mod:`.memory_map`), whenever a program
PEEKs there or a routine is about to run; VARS, E_LINE, WORKSP, STKBOT and
STKEND follow.  After a routine, the entries of the variables area it
changed are read back into the interpreter's variables
(:mod:`basic.dialects.sinclair.saved_vars`).  The free-memory account
(:class:`.memory_map.MemoryUse`) follows the ROM's arithmetic for program +
variables + GO SUB stack + workspace.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from ...core.errors import BasicError
from ...core.formats import must_fit
from ...core.variables import Variables
from ..sinclair import readback, saved_vars
from ..sinclair.store_size import variables_size
from ..z80.var_order import VariablesOrder
from . import memory_map
from . import sysvars as sv

if TYPE_CHECKING:  # pragma: no cover
    from .machine import SpectrumMachine

PROG_START = memory_map.PROG  # PROG on a 48K without microdrives


class Ram:
    """The program area and the memory reads and writes of one machine."""

    def __init__(self, machine: "SpectrumMachine") -> None:
        self.machine = machine
        self.memory = machine.memory
        self._program_image = b""
        self._store: Optional[Variables] = None
        self._program_written = False
        self._order = VariablesOrder()
        #: the variable a LET is assigning, for DEST: (kind, name, its
        #: subscripts), set by the LETs that PEEK (:mod:`.compiler`)
        self.dest: Optional[tuple[str, str, tuple[int, ...]]] = None
        self.mem_use = memory_map.MemoryUse(self.memory)

    def program_changed(self, program: Any, store: Variables) -> None:
        """A new program: its bytes go to PROG (so PEEK sees them) and the
        free-memory account starts from its size."""
        self._program_image = memory_map.program_image(program)
        self._store = store
        self.machine.program_bytes = len(self._program_image)
        self.mem_use.program_bytes = self.machine.program_bytes
        self._program_written = False
        self.materialize()

    def materialize(self) -> None:
        """Write the program and the variables into memory in the ROM's
        formats and set VARS, E_LINE, WORKSP, STKBOT and STKEND, for a program
        that PEEKs there."""
        memory = self.memory
        d = memory.data
        ramtop = memory.peek16(sv.RAMTOP)
        image = self._program_image
        offsets: dict[tuple[str, str], int] = {}
        variables = (memory_map.variables_image(self._store, self._order.order(self._store),
                                                offsets)
                     if self._store else b"\x80")
        vars_at = PROG_START + len(image)
        e_line = vars_at + len(variables)
        worksp = e_line + 3
        if worksp <= ramtop:
            if not self._program_written:
                d[PROG_START:vars_at] = image
                self._program_written = True
            d[vars_at:e_line] = variables
            d[e_line:worksp] = b"\xf7\x0d\x80"           # the RUN command in the edit line
        memory.poke16(sv.VARS, vars_at)
        memory.poke16(sv.E_LINE, e_line)
        if self.dest is not None and self._store is not None:
            kind, name, subscripts = self.dest
            start = offsets.get((kind, name))
            element = (memory_map.element_offset(self._store, kind, name, subscripts)
                       if start is not None else None)
            if element is not None:
                memory.poke16(sv.DEST, vars_at + start + element)
        memory.poke16(sv.WORKSP, worksp)
        memory.poke16(sv.STKBOT, worksp)
        memory.poke16(sv.STKEND, worksp)

    def peek_low(self, address: int) -> int:
        """PEEK of the system variables from VARS on: the pointers VARS ..
        STKEND (23627-23654) follow the variables made so far (the program
        and variables are written out), FRAMES is brought up to date."""
        if address <= sv.STKEND + 1:
            self.materialize()
        elif 23672 <= address <= 23674:
            self.machine.frames.sync()
        return self.memory.data[address]

    def peek_ram(self, address: int) -> int:
        """PEEK into the area the program and variables live in."""
        if PROG_START <= address <= self.memory.peek16(sv.RAMTOP):
            self.materialize()
        return self.memory.data[address]

    def poke(self, address: int, value: int, interp: Any = None) -> None:
        """POKE: FRAMES is brought up to date first so the new value counts
        on from now; a POKE into the variables area changes the variable
        (the area is written, poked and read back)."""
        if 23672 <= address <= 23674:
            self.machine.frames.sync()
        elif interp is not None and self._store is not None \
                and PROG_START + self.machine.program_bytes <= address \
                < PROG_START + self.machine.program_bytes + variables_size(self._store):
            self.materialize()
            before = self.variables_area()
            self.memory.poke(address, value)
            self.read_back(before, interp)
            return
        self.memory.poke(address, value)

    def check_program_fits(self) -> None:
        """A program bigger than PROG to RAMTOP could never have been typed in
        or loaded (LOAD stops with report 4 before it reads one):
        FormatError "does not fit", in the words ``basic convert`` uses."""
        room = self.memory.peek16(sv.RAMTOP) - PROG_START
        must_fit(self.machine.program_bytes, room, "a 48K Spectrum")

    def need_memory(self, count: int, gosub_depth: int,
                    at: Optional[tuple[int, int]] = None) -> None:
        """Report 4 unless ``count`` bytes more fit below RAMTOP (TEST-ROOM)."""
        if self._store is not None:
            self.mem_use.need(self._store, gosub_depth, count, at)

    def set_ramtop(self, ramtop: Optional[int]) -> None:
        """CLEAR n: RAMTOP must leave room for the program and variables
        (report M), and not go beyond the top of memory."""
        if ramtop is None:
            return
        if not PROG_START + self.machine.program_bytes + 100 <= ramtop <= 65535:
            raise BasicError("M")
        memory = self.memory
        memory.poke16(sv.RAMTOP, ramtop)
        # CLEAR-1 (0x1EB7): the GO SUB stack's end marker at RAMTOP, the
        # machine stack under it, and the error return (MAIN-4) at ERR_SP
        memory.poke(ramtop, 0x3E)
        memory.poke16(sv.ERR_SP, ramtop - 3)
        memory.poke16(ramtop - 3, 0x1303)

    def udg_address(self, s: str) -> int:
        """USR "a": the address of UDG a..u (or of a UDG character itself)."""
        if not s:
            raise BasicError("A")
        c = ord(s[0])
        if 144 <= c <= 164:
            index = c - 144
        else:
            letter = s[0].lower()
            if not "a" <= letter <= "u":
                raise BasicError("A")
            index = ord(letter) - ord("a")
        return self.memory.peek16(sv.UDG) + 8 * index

    def variables_area(self) -> bytes:
        """The variables area as memory holds it now (VARS to E_LINE)."""
        memory = self.memory
        vars_at, e_line = memory.peek16(sv.VARS), memory.peek16(sv.E_LINE)
        return bytes(memory.data[vars_at:e_line]) if vars_at <= e_line else b""

    def read_back(self, before: bytes, interp: Any) -> None:
        """A routine ran: the entries of the variables area it changed
        (compared with ``before``, the area written for it) are made again
        from memory (:mod:`basic.dialects.sinclair.readback`)."""
        if self._store is not None:
            readback.read_back(self._store, before, self.variables_area(), saved_vars.SPECTRUM,
                               interp.layout.index_of)
            self._order.refresh(self._store)
