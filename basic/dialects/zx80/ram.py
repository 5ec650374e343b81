"""The ZX80's RAM as its 4K ROM lays it out while a program runs, for PEEK
and POKE (and, later, machine code).

From "An Assembly Listing of the ROM of the Sinclair ZX80" (the memory map
after RAM-FILL, 0x0261):

    0x4000  the 40 system variables
    0x4028  the program: per line its number (high byte first), the body,
            NEWLINE 0x76
    VARS    the variables in the ROM's formats, then 0x80
    E_LINE  the edit line, reclaimed after each line the program runs
            (REC-EDIT at M-3), so E_LINE = D_FILE while it runs
    D_FILE  the display file: a NEWLINE, then what has been printed, each
            line ended by NEWLINE (it holds only what was printed: CLS
            leaves the one NEWLINE); DF_EA = DF_END = the print position
    ...     free; the machine stack and the GO SUB stack at the top

The variables' formats (the table before NEXT-ONE, 0x0624): a one-letter
number 011 + its letter, then 2 bytes; a longer name 010 + its first letter,
the middle characters, the last with bit 7 set, then 2 bytes; a FOR variable
111 + the letter, its value, limit and the line after the FOR (7 bytes); a
string 100 + the letter, its characters and the closing quote (code 1); an
array 101 + the letter, its bound and 2 bytes an element.

S_POSN holds PRINT-A-2's registers: the column count C (33 after CLS, 32
less the characters printed on the line, 0 just after a NEWLINE) and the
lines left B (23 after CLS, one less for each line begun after the first).
"""
from __future__ import annotations

from typing import Any, Optional

from ...core.variables import Variables
from ..zx8x.ram import NEWLINE, Zx8xRam
from ..z80.var_order import VariablesOrder
from . import saved_vars

PROG = 0x4028
ERR_NR, FLAGS, PPC, P_PTR, E_PPC, VARS, E_LINE, D_FILE = (
    0x4000, 0x4001, 0x4002, 0x4004, 0x4006, 0x4008, 0x400A, 0x400C)
DF_EA, DF_END, DF_SZ, S_TOP, X_PTR, OLDPPC, FLAGX = (
    0x400E, 0x4010, 0x4012, 0x4013, 0x4015, 0x4017, 0x4019)
S_POSN = 0x4024


def _word(value: int) -> bytes:
    return (value & 0xFFFF).to_bytes(2, "little")


def variables_image(store: Variables, code_of: dict[str, int],
                    order: Optional[list[tuple[str, str]]] = None) -> bytes:
    """The variables area (VARS to E_LINE) in the 4K ROM's formats, in
    ``order`` (:mod:`..z80.var_order`; by default the order the program
    names them), then 0x80."""
    out = bytearray()
    for kind, name in (store.order if order is None else order):
        letter = code_of.get(name[0].upper(), 0)
        if kind == "num":
            slot = store.num_slots[name]
            value = store.num[slot]
            if value is None:
                continue
            loop = store.loops[slot]
            if loop is not None and len(name) == 1:
                out.append(0xE0 | letter & 0x1F)
                out += _word(value) + _word(loop.limit) + _word(loop.line)
            elif len(name) == 1:
                out.append(0x60 | letter & 0x1F)
                out += _word(value)
            else:
                codes = [code_of.get(c, 0) for c in name.upper()]
                out.append(0x40 | letter & 0x1F)
                out += bytes(codes[1:-1]) + bytes([codes[-1] | 0x80])
                out += _word(value)
        elif kind == "str":
            value = store.str[store.str_slots[name]]
            if value is None:
                continue
            out.append(0x80 | letter & 0x1F)
            out += bytes(ord(c) & 0xFF for c in value) + b"\x01"
        else:
            arr = store.arr[store.arr_slots[name]]
            if arr is None:
                continue
            out.append(0xA0 | letter & 0x1F)
            out.append(arr.bounds[0] & 0xFF)
            out += b"".join(_word(v) for v in arr.data)
    out.append(0x80)
    return bytes(out)


def display_image(cells: list[list[int]], lengths: list[int], row: int,
                  col: int) -> tuple[bytes, list[int], list[int]]:
    """The display file up to the print position, where each row's
    characters start in it (an offset) and how many there are."""
    out = bytearray([NEWLINE])
    starts, widths = [], []
    for r in range(min(row, 23) + 1):
        n = lengths[r] if r < row else col
        starts.append(len(out))
        widths.append(n)
        out += bytes(c & 0xFF for c in cells[r][:n])
        if r < row:
            out.append(NEWLINE)
    return bytes(out), starts, widths


def s_posn(row: int, col: int) -> tuple[int, int]:
    """(C, B): PRINT-A-2's column count and lines left at a print position."""
    if row == 0 and col == 0:
        return 33, 23
    if col == 0:
        return 0, 24 - row
    return 33 - col, 23 - row


class Zx80Ram(Zx8xRam):
    """Writes the program, variables and display file into the ZX80's
    memory when asked, and maps POKEs into the display file to the screen."""

    PROG = PROG

    def __init__(self, machine: Any) -> None:
        super().__init__(machine)
        self.vars = PROG
        #: the variables area's order (:mod:`..z80.var_order`)
        self.order = VariablesOrder()

    def line_image(self, number: int, body: bytes) -> bytes:
        """Its number (high byte first) and the body; no length."""
        return (number & 0xFFFF).to_bytes(2, "big") + body

    def materialize(self, store: Optional[Variables]) -> None:
        """Write the program, the variables and the display file and set the
        system variables that say where they are."""
        m = self.machine
        memory = m.memory
        screen = m.screen
        variables = (variables_image(store, m.charset.code_of, self.order.order(store))
                     if store is not None else b"\x80")
        self.vars = PROG + len(self.program)
        self.d_file = self.vars + len(variables)
        display, self.row_starts, self.row_widths = display_image(
            screen.cells, screen.lengths, screen.row, screen.col)
        df_end = self.d_file + len(display)
        d = memory.data
        top = min(m.room.ramtop, 0x10000)
        self.write_program()
        for at, data in ((self.vars, variables), (self.d_file, display)):
            if at < top:
                d[at:min(top, at + len(data))] = data[:top - at]
        memory.poke(ERR_NR, 0xFF)
        memory.poke16(PPC, self.ppc if self.ppc else 0xFFFE)
        memory.poke16(VARS, self.vars)
        memory.poke16(E_LINE, self.d_file)
        memory.poke16(D_FILE, self.d_file)
        memory.poke16(DF_EA, df_end)
        memory.poke16(DF_END, df_end)
        memory.poke(DF_SZ, 2)
        memory.poke16(E_PPC, m.e_ppc)
        memory.poke16(S_TOP, m.s_top)
        memory.poke16(X_PTR, 0)
        c, b = s_posn(screen.row, screen.col)
        memory.poke(S_POSN, c)
        memory.poke(S_POSN + 1, b)

    def variables_area(self) -> bytes:
        """The variables area as memory holds it now (VARS up to the display
        file, which follows it)."""
        memory = self.machine.memory
        vars_at, d_file = memory.peek16(VARS), memory.peek16(D_FILE)
        return bytes(memory.data[vars_at:d_file]) if vars_at <= d_file else b""

    def read_back(self, before: bytes, interp: Any) -> None:
        """Machine code ran: each entry of the variables area it changed
        (compared with ``before``, the area written for it) is made again
        from memory (:mod:`.saved_vars`)."""
        store = self.machine._store
        after = self.variables_area()
        if store is None or after == before:
            return
        try:
            old = set(saved_vars.read_area(before))
            new = saved_vars.read_area(after)
        except ValueError:
            return
        for entry in new:
            if entry not in old:
                try:
                    saved_vars.restore_entry(store, entry, interp.layout.index_of_line)
                except (ValueError, IndexError):
                    continue
        self.order.refresh(store)

    def read_display(self) -> None:
        """The display file and the print position (DF_END) as machine code
        left them, back on the screen (:meth:`Zx8xRam.read_display_file`)."""
        self.read_display_file(self.machine.memory.peek16(DF_END))
