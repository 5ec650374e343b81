"""BASIC's variables, arrays and strings in memory, in the ROM's layouts.

The interpreter keeps variables in Python (slots, :mod:`.store`'s arrays,
:mod:`.heap`'s strings); machine code can only reach memory.  So before a
routine runs (SYS, USR) :meth:`VariableImage.write` lays them out where and
as BASIC V2 keeps them, and afterwards :meth:`VariableImage.read` takes back
whatever the routine changed.  The layouts, checked against the genuine ROM
(tests/c64/test_varmem.py holds what the ROM left in memory for one
program):

* from VARTAB (45/46), 7 bytes a simple variable or function: the two
  characters of the name (one: the second 0), bit 7 of both set for an
  integer (``A%``), of the second for a string, of the first for a
  function; then a float's 5 bytes (MFLPT: exponent, 4 of mantissa with the
  sign in the top bit), an integer's high and low byte, or a string's
  descriptor (length, address low, high);
* from ARYTAB (47/48) to STREND (49/50), each array: its name (coded the
  same), the offset to the next array (2 bytes), the number of
  dimensions, the size of each (high byte first, the last dimension
  first), then the elements with the *first* subscript changing fastest:
  5 bytes each, 2 (high, low) or 3 (a descriptor);
* a string made in string space is at its address there (FRETOP, 51/52, up
  to MEMSIZ); a literal of the program and what READ took from DATA are in
  the program's text, where the descriptor points.

Simple variables are laid out in the order the program first named them
(the ROM's order is the order they were first *assigned*; the two differ
only for a program that names a variable in a line it runs later).
"""
from __future__ import annotations

from typing import Any, Optional

from . import numbers as cbm
from .heap import HeapStr
from .store import TXTTAB

VARTAB, ARYTAB, STREND, FRETOP = 45, 47, 49, 51
ELEMENT = {"": 5, "%": 2, "$": 3}


def name_bytes(name: str, kind: str) -> bytes:
    """The two bytes of a name: ``kind`` '' float, '%' integer, '$' string,
    'FN' a function."""
    a = ord(name[0]) if name else 0
    b = ord(name[1]) if len(name) > 1 else 0
    if kind == "%":
        return bytes((a | 0x80, b | 0x80))
    if kind == "$":
        return bytes((a, b | 0x80))
    if kind == "FN":
        return bytes((a | 0x80, b))
    return bytes((a, b))


def int_bytes(value: int) -> bytes:
    return (int(value) & 0xFFFF).to_bytes(2, "big")


def signed(b: bytes) -> int:
    n = b[0] << 8 | b[1]
    return n - 0x10000 if n & 0x8000 else n


class VariableImage:
    """The variables of one machine written to memory and read back."""

    def __init__(self, machine: Any) -> None:
        self.machine = machine
        self.data = machine.memory.data
        #: what :meth:`write` left: (where, kind, holder, index, bytes written)
        self._cells: list[tuple[int, str, Any, Any, bytes]] = []
        self._strings: dict[tuple[int, int], str] = {}

    # -- writing --------------------------------------------------------------------------
    def write(self) -> None:
        """Lay the variables, arrays and strings out from VARTAB."""
        m = self.machine
        d = self.data
        vars_ = m._vars
        store = m.store
        self._cells = []
        self._strings = {}
        self._scratch = m.heap.fretop
        vartab = TXTTAB + m.program_bytes
        at = vartab
        if vars_ is not None:
            for kind, name in vars_.order:
                if kind == "num":
                    slot = vars_.num_slots[name]
                    value = vars_.num[slot]
                    if value is None:
                        continue
                    if name.endswith("%"):
                        body = int_bytes(value) + bytes(3)
                        self._cell(at + 2, "%", vars_.num, slot, body[:2])
                        d[at:at + 7] = name_bytes(name[:-1], "%") + body
                    else:
                        body = cbm.to_fp5(value)
                        self._cell(at + 2, "", vars_.num, slot, body)
                        d[at:at + 7] = name_bytes(name, "") + body
                    at += 7
                elif kind == "str":
                    slot = vars_.str_slots[name]
                    value = vars_.str[slot]
                    if value is None or not isinstance(value, str):
                        continue
                    body = self._descriptor(value)
                    self._cell(at + 2, "$", vars_.str, slot, body)
                    d[at:at + 7] = name_bytes(name[:-1], "$") + body + bytes(2)
                    at += 7
        if store is not None:
            for name in store.functions:
                d[at:at + 7] = name_bytes(name, "FN") + bytes(5)
                at += 7
        arytab = at
        if store is not None:
            for key, array in store.arrays.items():
                at = self._array(at, key, array)
        strend = at
        for pointer, value in ((VARTAB, vartab), (ARYTAB, arytab), (STREND, strend)):
            d[pointer], d[pointer + 1] = value & 0xFF, value >> 8

    def _cell(self, where: int, kind: str, holder: Any, index: Any, body: bytes) -> None:
        self._cells.append((where, kind, holder, index, bytes(body)))

    def _array(self, at: int, key: str, array: Any) -> int:
        d = self.data
        kind = array.kind
        name = key[:-1] if kind else key
        sizes = array.sizes
        dims = len(sizes)
        size = 5 + 2 * dims + ELEMENT[kind] * len(array.data)
        header = bytearray(name_bytes(name, kind))
        header += size.to_bytes(2, "little") + bytes((dims,))
        for s in reversed(sizes):
            header += s.to_bytes(2, "big")
        d[at:at + len(header)] = header
        at += len(header)
        width = ELEMENT[kind]
        for pos, where in enumerate(self._element_order(sizes)):
            value = array.data[where]
            if kind == "":
                body = cbm.to_fp5(value)
            elif kind == "%":
                body = int_bytes(value)
            else:
                body = self._descriptor(value)
            d[at:at + width] = body
            self._cell(at, kind, array.data, where, body)
            at += width
        return at

    @staticmethod
    def _element_order(sizes: list[int]) -> list[int]:
        """The row-major positions of the elements in the ROM's order (the
        first subscript fastest)."""
        count = 1
        for s in sizes:
            count *= s
        order = []
        for n in range(count):
            pos = 0
            rest = n
            index = []
            for s in sizes:
                index.append(rest % s)
                rest //= s
            for i, s in zip(index, sizes):
                pos = pos * s + i
            order.append(pos)
        return order

    def _descriptor(self, value: str) -> bytes:
        """A string's descriptor, its bytes put where the ROM has them."""
        n = len(value)
        if not n:
            return bytes(3)
        at = self._where(value)
        self._strings[(at, n)] = value
        return bytes((n & 0xFF, at & 0xFF, at >> 8))

    def place(self, value: str) -> int:
        """Where a string's bytes are for a routine to read (FRMEVL's
        result): see :meth:`_where`."""
        return self._where(value)

    def address_of(self, holder: Any, index: Any) -> Optional[int]:
        """Where :meth:`write` put the value held at ``holder[index]`` (a
        variable's slot, an array's element): PTRGET's VARPNT."""
        for where, _, cell_holder, cell_index, _ in self._cells:
            if cell_holder is holder and cell_index == index:
                return where
        return None

    def _where(self, value: str) -> int:
        m = self.machine
        d = self.data
        raw = value.encode("latin-1", "replace")
        if type(value) is HeapStr and value.gen == m.heap.gen:
            d[value.at:value.at + len(raw)] = raw
            return value.at
        start = TXTTAB
        end = TXTTAB + m.program_bytes
        found = bytes(d[start:end]).find(raw)
        if found >= 0:
            return start + found
        # a string of no place the ROM would know (from a direct line): the
        # free memory below string space holds it while the routine runs
        self._scratch -= len(raw)
        d[self._scratch:self._scratch + len(raw)] = raw
        return self._scratch

    # -- reading back ----------------------------------------------------------------------
    def read(self) -> None:
        """What the routine changed, back into the variables: numbers whose
        bytes differ, strings whose descriptor or bytes differ."""
        d = self.data
        for where, kind, holder, index, body in self._cells:
            width = len(body)
            now = bytes(d[where:where + width])
            if kind == "$":
                value = self._string_now(now, holder[index])
                if value is not None:
                    holder[index] = value
                continue
            if now == body:
                continue
            if kind == "%":
                holder[index] = signed(now)
            else:
                holder[index] = cbm.from_fp5(now)

    def _string_now(self, descriptor: bytes, old: Any) -> Optional[str]:
        """The string a descriptor now gives, or None if it is the old one."""
        n, at = descriptor[0], descriptor[1] | descriptor[2] << 8
        text = self._read_text(at, n)
        if n == len(old) and (not n or self._strings.get((at, n)) == old) and text == old:
            return None
        heap = self.machine.heap
        if n and heap.fretop <= at < 0xA000:
            s = HeapStr(text)
            s.at, s.gen = at, heap.gen
            return s
        return text

    def _read_text(self, at: int, n: int) -> str:
        read = self.machine.memory.read
        return "".join(chr(read((at + i) & 0xFFFF)) for i in range(n))
