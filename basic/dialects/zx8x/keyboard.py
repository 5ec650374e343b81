"""The ZX80's and ZX81's keyboard as their ROMs decode it: which key is down.

Both machines have the same 40 keys in eight half-rows (the Spectrum's
layout, basic.core.keys names them: SHIFT is ``CS``, NEWLINE ``ENTER``, the
``.`` key ``SS``).  KEYBOARD (ZX80 0x013F, ZX81 0x02BB) reads the matrix and
the decoding (ZX80 LINE-DONE 0x0323, ZX81 DECODE 0x07BD) turns one key, with
or without SHIFT, into a *key value* E: 1..39 for a key alone, in the order
of :data:`KEY_ORDER` (the order of the ROMs' key tables: Z X C V, A S D F
G, Q W E R T, 1 2 3 4 5, 0 9 8 7 6, P O I U Y, NEWLINE L K J H, SPACE . M N
B), 40..78 for the same keys with SHIFT.  SHIFT alone, or two keys other
than SHIFT, give no key.

Neither ROM repeats a key held down: a key is taken when it goes down and
the next one only after every key has been let go (the ROMs' debounce:
KEYBOARD's count of key-free reads).  Each machine's own table turns E into
a code (basic.dialects.zx81.keys, basic.dialects.zx80.keys).
"""
from __future__ import annotations

from typing import Iterable, Optional

#: the 39 keys other than SHIFT in the order of the ROMs' key tables
KEY_ORDER: tuple[str, ...] = (
    "z", "x", "c", "v", "a", "s", "d", "f", "g", "q", "w", "e", "r", "t",
    "1", "2", "3", "4", "5", "0", "9", "8", "7", "6", "p", "o", "i", "u", "y",
    "ENTER", "l", "k", "j", "h", "SPACE", "SS", "m", "n", "b")
KEYS = len(KEY_ORDER)
_INDEX = {key: n for n, key in enumerate(KEY_ORDER)}
SHIFT = "CS"

#: the codes of the editing keys in the key tables (both ROMs' ED-KEYS
#: order): cursor up, down, left, right; ZX81 GRAPHICS / ZX80 HOME; EDIT;
#: NEWLINE; RUBOUT; and the ZX81's K/L and FUNCTION mode keys
UP, DOWN, LEFT, RIGHT, GRAPHICS, EDIT, NEWLINE, RUBOUT, KL, FUNCTION = range(0x70, 0x7A)
HOME = GRAPHICS


def key_value(held: Iterable[str]) -> Optional[int]:
    """E, the key value of the keys ``held`` (1..78), or None when they
    make no key (nothing, SHIFT alone, two keys)."""
    keys = set(held)
    shifted = SHIFT in keys
    keys.discard(SHIFT)
    if len(keys) != 1:
        return None
    index = _INDEX.get(keys.pop())
    if index is None:
        return None
    return index + 1 + (KEYS if shifted else 0)


def chord_of(value: int) -> frozenset[str]:
    """The keys that make key value ``value`` (its inverse)."""
    shifted = value > KEYS
    key = KEY_ORDER[(value - 1) % KEYS]
    return frozenset({SHIFT, key}) if shifted else frozenset({key})


def shifted_codes(shifted: list[int]) -> dict[str, int]:
    """SHIFT + key -> code, from a ROM's table of the shifted codes (in
    :data:`KEY_ORDER`), for INKEY$ and the front-ends' key maps."""
    return {key: code for key, code in zip(KEY_ORDER, shifted)}
