"""The ZX81's RAM as its 8K ROM lays it out, for PEEK and POKE.

From 16509 (0x407D) up, in the ROM's formats ("An Assembly Listing of the
Operating System of the ZX81 ROM", and the memory map of the manual's
chapter 27): the program (each line its number high byte first, its length,
the body with every number's 0x7E and five bytes, NEWLINE), the display
file at D_FILE (a NEWLINE, then each of the 24 rows ended by NEWLINE: 32
characters a row when there is more than 3 1/4K of RAM, else only what has
been printed on it), the variables at VARS and their end marker 0x80, then
the edit line at E_LINE, empty while a program runs, so STKBOT and STKEND
are E_LINE when nothing is on the calculator stack.

The interpreter keeps the program, screen and variables in its own forms;
they are written here when a program PEEKs the RAM or the system variables
that point into it (D_FILE, DF_CC, VARS, E_LINE, STKBOT, STKEND, NXTLIN,
ERR_SP, PPC, S_POSN), so ``LET D=PEEK 16396+256*PEEK 16397`` finds the
display file where the ROM has it.  What the ZX80's model shares
(:mod:`basic.dialects.zx8x.ram`): a POKE into the display file changes the
screen, and the program's bytes are written once, so a POKE into a REM line
stays; the variables are written afresh each time, in the ROM's order
(:mod:`..z80.var_order`), and read back after machine code or a POKE among
them changed them.  Measured on
the genuine ROM: tests/zx81/golden/rules_rom.json ("system variables").
"""
from __future__ import annotations

from typing import Any, Optional

from ...core.variables import StrArray, Variables
from ..sinclair import calculator as zx
from ..sinclair import readback, saved_vars
from ..z80.var_order import VariablesOrder
from ..zx8x.ram import NEWLINE, Zx8xRam

PROG = 0x407D

# system variables (addresses)
ERR_SP, PPC, E_PPC, D_FILE, DF_CC, VARS, DEST, E_LINE = (
    0x4002, 0x4007, 0x400A, 0x400C, 0x400E, 0x4010, 0x4012, 0x4014)
CH_ADD, X_PTR, STKBOT, STKEND, MEM, DF_SZ = 0x4016, 0x4018, 0x401A, 0x401C, 0x401F, 0x4022
NXTLIN, COORDS, S_POSN = 0x4029, 0x4036, 0x4039
MEMBOT = 0x405D


def fp5(value: Any) -> bytes:
    """A value in the ZX81's 5-byte form (it has no small-integer form)."""
    return bytes(5) if value == 0 else zx.to_fp5(float(value))


def _header(kind: int, code: int) -> int:
    return (kind << 5) | (code & 0x1F)


def variables_image(store: Variables, code_of: dict[str, int], for_bytes: bool = True,
                    order: Optional[list[tuple[str, str]]] = None) -> bytes:
    """The variables area (VARS to E_LINE) in the 8K ROM's formats, in the
    order ``order`` gives (:mod:`..z80.var_order`; by default the order
    the program names them), then 0x80: a one-letter number 011 + 5
    bytes; a longer name 101, its other characters, the last with bit 7,
    then 5 bytes; a FOR variable 111 + value, limit, step and the line
    after the FOR's (18 bytes); a string 010 + length + codes; arrays 100 (numbers) and 110
    (strings) + length + dimensions + elements."""
    out = bytearray()
    for kind, name in (store.order if order is None else order):
        if kind == "num":
            slot = store.num_slots[name]
            value = store.num[slot]
            if value is None:
                continue
            codes = [code_of.get(c, 0) for c in name.upper()]
            loop = store.loops[slot]
            if loop is not None and len(name) == 1:
                out.append(_header(0b111, codes[0]))
                out += fp5(value) + fp5(loop.limit) + fp5(loop.step)
                # FOR (0x0DB9) keeps PPC + 1 (the loop's line): NEXT goes to
                # the first line numbered at least that
                out += (loop.line & 0xFFFF).to_bytes(2, "little")
            elif len(codes) == 1:
                out.append(_header(0b011, codes[0]))
                out += fp5(value)
            else:
                out.append(_header(0b101, codes[0]))
                out += bytes(codes[1:-1]) + bytes([codes[-1] | 0x80])
                out += fp5(value)
        elif kind == "str":
            value = store.str[store.str_slots[name]]
            if value is None:
                continue
            letter = code_of.get(name[0].upper(), 0)
            if isinstance(value, StrArray):
                dims = list(value.bounds) + [value.length]
                body = bytes([len(dims)]) + b"".join(d.to_bytes(2, "little") for d in dims)
                body += bytes(ord(c) & 0xFF for c in "".join(value.rows))
                out.append(_header(0b110, letter))
                out += len(body).to_bytes(2, "little") + body
            else:
                data = bytes(ord(c) & 0xFF for c in value)
                out.append(_header(0b010, letter))
                out += len(data).to_bytes(2, "little") + data
        else:
            arr = store.arr[store.arr_slots[name]]
            if arr is None:
                continue
            letter = code_of.get(name[0].upper(), 0)
            body = bytes([len(arr.bounds)]) + b"".join(d.to_bytes(2, "little") for d in arr.bounds)
            body += b"".join(fp5(v) for v in arr.data)
            out.append(_header(0b100, letter))
            out += len(body).to_bytes(2, "little") + body
    out.append(0x80)
    return bytes(out)


def display_image(cells: list[list[int]], full: bool) -> tuple[bytes, list[int], list[int]]:
    """The display file, where each row's characters start in it (an
    offset) and how many there are: full rows of 32, or collapsed to what is
    printed (a row's trailing spaces never printed are not there)."""
    out = bytearray([NEWLINE])
    starts, widths = [], []
    for row in cells:
        starts.append(len(out))
        n = len(row)
        if not full:
            while n and row[n - 1] == 0:
                n -= 1
        widths.append(n)
        out += bytes(c & 0xFF for c in row[:n])
        out.append(NEWLINE)
    return bytes(out), starts, widths


class Zx81Ram(Zx8xRam):
    """Writes the program, display file and variables into the machine's
    memory when asked, and maps POKEs into the display file to the screen."""

    PROG = PROG

    def __init__(self, machine: Any) -> None:
        super().__init__(machine)
        #: the variables area's order (:mod:`..z80.var_order`)
        self.order = VariablesOrder()

    def line_image(self, number: int, body: bytes) -> bytes:
        """Its number (high byte first), its length, the body."""
        return (number & 0x3FFF).to_bytes(2, "big") + len(body).to_bytes(2, "little") + body

    def materialize(self, store: Optional[Variables]) -> None:
        """Write everything from 16509 up and set the system variables that
        point into it."""
        m = self.machine
        memory = m.memory
        ramtop = m.room.ramtop
        screen = m.screen
        display, self.row_starts, self.row_widths = display_image(screen.cells,
                                                                  m.room.full_display)
        variables = (variables_image(store, m.charset.code_of, order=self.order.order(store))
                     if store is not None else b"\x80")
        self.d_file = PROG + len(self.program)
        self.vars = self.d_file + len(display)
        e_line = self.vars + len(variables)
        d = memory.data
        if e_line <= min(ramtop, 0x10000):
            self.write_program()
            d[self.d_file:self.vars] = display
            d[self.vars:e_line] = variables
        row, col = min(screen.row, 23), screen.col
        memory.poke16(D_FILE, self.d_file)
        self.df_cc = self.d_file + (self.row_starts[row] if row < len(self.row_starts)
                                    else len(display)) + col
        memory.poke16(DF_CC, self.df_cc)
        memory.poke16(VARS, self.vars)
        memory.poke16(E_LINE, e_line)
        memory.poke16(STKBOT, e_line)
        memory.poke16(STKEND, e_line)
        memory.poke16(MEM, MEMBOT)
        memory.poke(DF_SZ, 2)
        memory.poke16(ERR_SP, (ramtop - 4 - 2 * self.depth) & 0xFFFF)
        memory.poke16(PPC, self.ppc if self.ppc else 0xFFFE)
        memory.poke16(NXTLIN, self.next_line_address(self.d_file))
        memory.poke(S_POSN, (33 - col) & 0xFF)
        memory.poke(S_POSN + 1, (24 - row) & 0xFF)

    def variables_area(self) -> bytes:
        """The variables area as memory holds it now (VARS to E_LINE)."""
        memory = self.machine.memory
        vars_at, e_line = memory.peek16(VARS), memory.peek16(E_LINE)
        return bytes(memory.data[vars_at:e_line]) if vars_at <= e_line else b""

    def read_back(self, before: bytes, interp: Any) -> None:
        """Machine code ran: the entries of the variables area it changed
        (compared with ``before``, the area written for it) are made again
        from memory (:mod:`basic.dialects.sinclair.readback`)."""
        store = self.machine._store
        if store is not None:
            readback.read_back(store, before, self.variables_area(), saved_vars.ZX81,
                               interp.layout.index_of, small_integers=False)
            self.order.refresh(store)

    def read_display(self) -> None:
        """The display file and DF_CC as machine code left them, back on the
        screen (:meth:`Zx8xRam.read_display_file`)."""
        self.read_display_file(self.machine.memory.peek16(DF_CC))
