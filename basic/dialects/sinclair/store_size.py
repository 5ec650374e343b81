"""The bytes a Sinclair program's variables take in the ROM's variables area.

The Spectrum and the ZX81 keep variables in the same formats (the ZX81
manual, chapter 27; the Spectrum manual, chapter 24): a one-letter number
takes 6 bytes, a longer name its letters and 5, a string 3 and its
characters, an array 4, 2 per dimension and 5 bytes (or 1 character) an
element; a FOR control variable adds its limit, step and looping line (19
bytes in all on the Spectrum, 18 on the ZX81, which keeps no statement
number); the area ends with 0x80.  This is what report 4's arithmetic
counts (TEST-ROOM), without building the bytes.
"""
from __future__ import annotations

from ...core.variables import StrArray, Variables

SPECTRUM_FOR_BYTES = 19
ZX81_FOR_BYTES = 18


def variables_size(store: Variables, for_bytes: int = SPECTRUM_FOR_BYTES) -> int:
    """Bytes the variables take (without building the image)."""
    size = 1
    for name, slot in store.num_slots.items():
        if store.num[slot] is not None:
            loop = store.loops[slot]
            if loop is not None and len(name) == 1:
                size += for_bytes
            else:
                size += 6 if len(name) == 1 else len(name) + 5
    for slot in store.str_slots.values():
        value = store.str[slot]
        if value is None:
            continue
        if isinstance(value, StrArray):
            count = 1
            for b in value.bounds:
                count *= b
            size += 4 + 2 * (len(value.bounds) + 1) + count * value.length
        else:
            size += 3 + len(value)
    for arr in store.arr:
        if arr is not None:
            size += 4 + 2 * len(arr.bounds) + 5 * len(arr.data)
    return size
