"""The variables area a ZX80 ``.o`` brings in, read back into the
interpreter's variables (the ZX80's own layout; the Spectrum's and ZX81's
is :mod:`basic.dialects.sinclair.saved_vars`).

The 4K ROM's variables hold 16-bit integers.  Bits 7-5 of an entry's first
byte say its kind and bits 4-0 its letter (the ZX80's A is 0x26), as the
ROM listing's NEXT-ONE describes them:

===  ==================================================================
011  an integer with a one-letter name: two bytes
010  an integer with a longer name: the other characters, the last with
     bit 7 set, then two bytes
100  a string: its characters, then the closing quote (code 1)
101  an array of integers: the highest subscript (one byte), then two
     bytes an element, from element 0
111  a FOR control variable: value, limit, the looping line (two bytes
     each)
===  ==================================================================

and 0x80 ends the area.  A FOR's looping line is the line after the FOR
(PPC + 1, as the 8K ROM's FOR also stores it): NEXT goes to the first line
from it on.
"""
from __future__ import annotations

from typing import Callable

from ...core.variables import ForLoop, NumArray, Variables

NUMBER, LONG_NUMBER, STRING, ARRAY, FOR_LOOP = 3, 2, 4, 5, 7
QUOTE = 1


def _char(code: int) -> str:
    if 0x1C <= code <= 0x25:
        return chr(ord("0") + code - 0x1C)
    if 0x26 <= code <= 0x3F:
        return chr(ord("a") + code - 0x26)
    return "?"


def _signed(raw: bytes) -> int:
    value = int.from_bytes(raw, "little")
    return value - 0x10000 if value & 0x8000 else value


def read_area(data: bytes) -> list[tuple[int, str, bytes]]:
    """(kind, name, bytes after the name) of each entry; ValueError when
    one runs past the end or is of no kind the ROM makes."""
    out: list[tuple[int, str, bytes]] = []
    i, n = 0, len(data)
    while i < n:
        head = data[i]
        if head == 0x80:
            break
        kind, name = head >> 5, _char((head & 0x1F) | 0x20)
        i += 1
        if kind == LONG_NUMBER:
            while True:
                if i >= n:
                    raise ValueError(f"the name of the variable {name}... runs past the end")
                c = data[i]
                name += _char(c & 0x7F)
                i += 1
                if c & 0x80:
                    break
            size = 2
        elif kind == NUMBER:
            size = 2
        elif kind == FOR_LOOP:
            size = 6
        elif kind == STRING:
            end = data.find(bytes([QUOTE]), i)
            if end < 0:
                raise ValueError(f"the string {name}$ has no closing quote")
            size = end + 1 - i
        elif kind == ARRAY:
            if i >= n:
                raise ValueError(f"the array {name} is cut short")
            size = 1 + 2 * (data[i] + 1)
        else:
            raise ValueError(f"byte {head:#04x} at {i - 1} starts no kind of variable")
        if i + size > n:
            raise ValueError(f"the variable {name} is cut short")
        out.append((kind, name, bytes(data[i:i + size])))
        i += size
    return out


def restore(store: Variables, area: bytes, find_line: Callable[[int], int]) -> None:
    """Make the variables of ``area`` in ``store``, in its order
    (``find_line(n)``: the flat index of the first line from n on)."""
    try:
        entries = read_area(area)
    except ValueError:
        return
    made: list[tuple[str, str]] = []
    for kind, name, body in entries:
        if kind in (NUMBER, LONG_NUMBER, FOR_LOOP):
            slot = store.num_slot(name)
            store.num[slot] = _signed(body[:2])
            store.loops[slot] = None
            if kind == FOR_LOOP:
                line = int.from_bytes(body[4:6], "little")
                store.loops[slot] = ForLoop(_signed(body[2:4]), 1, find_line(line), line, 1)
            made.append(("num", name))
        elif kind == STRING:
            slot = store.str_slot(name)
            store.str[slot] = body[:-1].decode("latin-1")
            made.append(("str", name))
        else:
            arr = NumArray([body[0]], base=0)
            arr.data = [_signed(body[1 + 2 * k:3 + 2 * k]) for k in range(len(arr.data))]
            slot = store.arr_slot(name)
            store.arr[slot] = arr
            made.append(("arr", name))
    store.order[:] = made + [key for key in store.order if key not in made]


def restore_entry(store: Variables, entry: tuple[int, str, bytes],
                  find_line: Callable[[int], int]) -> None:
    """One entry of :func:`read_area` made again in ``store`` (machine code
    changed it in memory, basic.dialects.zx80.ram)."""
    kind, name, body = entry
    if kind in (NUMBER, LONG_NUMBER, FOR_LOOP):
        slot = store.num_slot(name)
        store.num[slot] = _signed(body[:2])
        store.loops[slot] = None
        if kind == FOR_LOOP:
            line = int.from_bytes(body[4:6], "little")
            store.loops[slot] = ForLoop(_signed(body[2:4]), 1, find_line(line), line, 1)
    elif kind == STRING:
        store.str[store.str_slot(name)] = body[:-1].decode("latin-1")
    else:
        slot = store.arr_slot(name)
        old = store.arr[slot]
        values = [_signed(body[1 + 2 * k:3 + 2 * k]) for k in range(body[0] + 1)]
        if old is not None and len(old.data) == len(values):
            old.data[:] = values                    # the same array, as the ROM's pointers see it
        else:
            arr = NumArray([body[0]], base=0)
            arr.data = values
            store.arr[slot] = arr
