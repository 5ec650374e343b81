"""The variables area a Spectrum ``.tap`` or a ZX81 ``.p`` brings in, read
back into the interpreter's variables.

LOAD puts a program's variables area in memory as it was saved, and a
program that goes on by itself (``SAVE "x" LINE n``, a ZX81 program saved
from within itself) finds its variables there: a high-score table, data in
an array, ``A=123``.  Both ROMs lay the area out alike (chapter 24 of the
Spectrum manual, chapter 27 of the ZX81's), each entry starting with a byte
whose top three bits say its kind and whose low five bits say its letter:

======  =================================================================
011     a number with a one-letter name: five bytes
101     a number with a longer name: the other characters, the last with
        bit 7 set, then five bytes
111     a FOR control variable: value, limit, step (five bytes each), the
        looping line (two bytes); the Spectrum adds the statement (one byte)
010     a string: its length (two bytes), its characters
100     an array of numbers: its length (two bytes), the number of
        dimensions, each dimension (two bytes), five bytes an element
110     an array of characters: the same, one byte an element
======  =================================================================

and 0x80 ends the area.  The ZX81's letters are its own codes (A is 0x26),
the Spectrum's ASCII.
"""
from __future__ import annotations

from ...core.nodeclass import record
from typing import Any, Callable

from ...core.variables import ForLoop, NumArray, StrArray, Variables
from . import calculator as zx

NUMBER, LONG_NUMBER, FOR_LOOP, STRING, NUM_ARRAY, CHAR_ARRAY = 3, 5, 7, 2, 4, 6


@record(frozen=True)
class SavedVariable:
    """One entry of the area: its kind (the top three bits), its name (lower
    case, as the interpreter names variables) and its bytes after the name."""
    kind: int
    name: str
    data: bytes


@record(frozen=True)
class Layout:
    """How one machine writes the area."""
    #: a letter code (the low five bits of the first byte) -> the letter
    letter: Callable[[int], str]
    #: a code of a longer name's other characters -> the character
    char: Callable[[int], str]
    #: the bytes a FOR control variable's record takes after its letter
    for_bytes: int
    #: the machine's space character, for a character array
    space: str = " "


SPECTRUM = Layout(letter=lambda low: chr(0x60 + low), char=lambda c: chr(c).lower(),
                  for_bytes=18)


def _zx81_char(code: int) -> str:
    if 0x1C <= code <= 0x25:
        return chr(ord("0") + code - 0x1C)
    if 0x26 <= code <= 0x3F:
        return chr(ord("a") + code - 0x26)
    return "?"


ZX81 = Layout(letter=lambda low: _zx81_char(low | 0x20), char=_zx81_char, for_bytes=17,
              space="\0")


def read_area(data: bytes, layout: Layout) -> list[SavedVariable]:
    """The entries of a variables area (without its 0x80 end marker; one
    there ends the area early).  ValueError when an entry runs past the
    end or is of no kind the ROM makes."""
    out: list[SavedVariable] = []
    i, n = 0, len(data)
    while i < n:
        head = data[i]
        if head == 0x80:
            break
        kind, name = head >> 5, layout.letter(head & 0x1F)
        i += 1
        if kind == NUMBER:
            size = 5
        elif kind == LONG_NUMBER:
            while True:
                if i >= n:
                    raise ValueError(f"the name of the variable {name}... runs past the end")
                c = data[i]
                name += layout.char(c & 0x7F)
                i += 1
                if c & 0x80:
                    break
            size = 5
        elif kind == FOR_LOOP:
            size = layout.for_bytes
        elif kind in (STRING, NUM_ARRAY, CHAR_ARRAY):
            if i + 2 > n:
                raise ValueError(f"the variable {name} is cut short")
            size = 2 + int.from_bytes(data[i:i + 2], "little")
        else:
            raise ValueError(f"byte {head:#04x} at {i - 1} starts no kind of variable")
        if i + size > n:
            raise ValueError(f"the variable {name} is cut short: {size} bytes, "
                             f"{n - i} left")
        out.append(SavedVariable(kind, name, bytes(data[i:i + size])))
        i += size
    return out


def _number(raw: bytes, small_integers: bool) -> Any:
    if not small_integers and raw[0] == 0:
        return 0                                # the ZX81: exponent 0 is zero
    value = zx.from_fp5(raw)
    if type(value) is float and value.is_integer() and abs(value) <= 65535:
        return int(value)
    return value


def _dimensions(body: bytes) -> tuple[list[int], bytes]:
    count = body[0]
    dims = [int.from_bytes(body[1 + 2 * k:3 + 2 * k], "little") for k in range(count)]
    return dims, body[1 + 2 * count:]


def restore(store: Variables, area: bytes, layout: Layout, find: Callable[[int, int], int],
            small_integers: bool = True) -> None:
    """Make the variables of ``area`` in ``store``, in the area's order
    (``find(line, statement)``: the flat index a FOR loop goes back to).  An
    entry that cannot be read is passed over (the format's reader has
    checked the area already)."""
    try:
        entries = read_area(area, layout)
    except ValueError:
        return
    made: list[tuple[str, str]] = []
    for entry in entries:
        try:
            made.append(_restore_one(store, entry, layout, find, small_integers))
        except (ValueError, IndexError):
            continue
    rest = [key for key in store.order if key not in made]
    store.order[:] = made + rest


def _restore_one(store: Variables, entry: SavedVariable, layout: Layout,
                 find: Callable[[int, int], int], small_integers: bool) -> tuple[str, str]:
    kind, name, body = entry.kind, entry.name, entry.data
    if kind in (NUMBER, LONG_NUMBER):
        slot = store.num_slot(name)
        store.num[slot] = _number(body[:5], small_integers)
        store.loops[slot] = None
        return ("num", name)
    if kind == FOR_LOOP:
        slot = store.num_slot(name)
        value, limit, step = (_number(body[k:k + 5], small_integers) for k in (0, 5, 10))
        line = int.from_bytes(body[15:17], "little")
        # the ZX81's NEXT goes back to the first line from the stored one on
        # (measured on the 8K ROM), the Spectrum's to the stored statement
        stmt = body[17] if layout.for_bytes > 17 else 1
        store.num[slot] = value
        store.loops[slot] = ForLoop(limit, step, find(line, stmt), line, stmt)
        return ("num", name)
    if kind == STRING:
        slot = store.str_slot(name)
        store.str[slot] = body[2:].decode("latin-1")
        return ("str", name)
    dims, cells = _dimensions(body[2:])
    if not dims or 0 in dims:
        raise ValueError("an array with no elements")
    if kind == NUM_ARRAY:
        arr = NumArray(dims)
        arr.data = [_number(cells[k:k + 5], small_integers) for k in range(0, 5 * len(arr.data), 5)]
        slot = store.arr_slot(name)
        store.arr[slot] = arr
        return ("arr", name)
    chars = StrArray(dims, layout.space)
    text = cells.decode("latin-1")
    chars.rows = [text[k:k + chars.length].ljust(chars.length, layout.space)
                  for k in range(0, chars.length * len(chars.rows), chars.length)]
    slot = store.str_slot(name)
    store.str[slot] = chars
    return ("str", name)


def restore_entry(store: Variables, entry: SavedVariable, layout: Layout,
                  find: Callable[[int, int], int], small_integers: bool = True) -> None:
    """One entry made again in ``store`` (machine code changed it in
    memory, basic.dialects.spectrum.ram); ValueError or IndexError when it
    cannot be read."""
    _restore_one(store, entry, layout, find, small_integers)
