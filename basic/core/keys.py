"""The key names every machine is driven with: the 40 keys of the Sinclair keyboard.

Key scripts (:mod:`.keyscript`), the headless and stream hosts and the live
terminal all name keys the same way, by the Spectrum's physical keys:
``'a'``..``'z'`` and ``'0'``..``'9'`` in lower case, ``ENTER``, ``SPACE``,
``CS`` (CAPS SHIFT) and ``SS`` (SYMBOL SHIFT).  A *chord* is a frozenset of
them.  Each machine reads a chord its own way: the Spectrum through its ROM's
key tables, the ZX80 and ZX81 on the same 40-key layout, the C64 by the
character the chord types (:func:`chord_code`).

:data:`LEGENDS` says what each key types in the Spectrum's L mode, alone, with
CAPS SHIFT and with SYMBOL SHIFT.  They are the ROM's own tables (MAIN-KEYS at
0x0205, CTL-CODES at 0x0260, SYM-CODES at 0x026A, as K-DECODE reads them),
written out here so that key scripts need no machine;
tests/machine/test_key_legends.py checks every entry against the ROM.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Optional

#: key -> the codes it types in L mode: (alone, with CAPS SHIFT, with SYMBOL
#: SHIFT); None where the chord types nothing (a shift key alone)
LEGENDS: dict[str, tuple[Optional[int], Optional[int], Optional[int]]] = {
    "CS": (None, None, 14), "z": (122, 90, 58), "x": (120, 88, 96), "c": (99, 67, 63),
    "v": (118, 86, 47), "a": (97, 65, 226), "s": (115, 83, 195), "d": (100, 68, 205),
    "f": (102, 70, 204), "g": (103, 71, 203), "q": (113, 81, 199), "w": (119, 87, 201),
    "e": (101, 69, 200), "r": (114, 82, 60), "t": (116, 84, 62), "1": (49, 7, 33),
    "2": (50, 6, 64), "3": (51, 4, 35), "4": (52, 5, 36), "5": (53, 8, 37),
    "0": (48, 12, 95), "9": (57, 15, 41), "8": (56, 9, 40), "7": (55, 11, 39),
    "6": (54, 10, 38), "p": (112, 80, 34), "o": (111, 79, 59), "i": (105, 73, 172),
    "u": (117, 85, 197), "y": (121, 89, 198), "ENTER": (13, 13, 13), "l": (108, 76, 61),
    "k": (107, 75, 43), "j": (106, 74, 45), "h": (104, 72, 94), "SPACE": (32, 32, 32),
    "SS": (None, 14, None), "m": (109, 77, 46), "n": (110, 78, 44), "b": (98, 66, 42),
}

#: the keyboard matrix every Sinclair machine reads with ``IN`` from an even
#: port: the port's high byte selects half-rows (a 0 bit each), and the five
#: keys of each, from bit 0, pull bits 0-4 low
HALF_ROWS: dict[int, tuple[str, ...]] = {
    0xFE: ("CS", "z", "x", "c", "v"),
    0xFD: ("a", "s", "d", "f", "g"),
    0xFB: ("q", "w", "e", "r", "t"),
    0xF7: ("1", "2", "3", "4", "5"),
    0xEF: ("0", "9", "8", "7", "6"),
    0xDF: ("p", "o", "i", "u", "y"),
    0xBF: ("ENTER", "l", "k", "j", "h"),
    0x7F: ("SPACE", "SS", "m", "n", "b"),
}


def matrix_bits(held: Iterable[str], port: int) -> int:
    """Bits 0-4 of a read of ``port``: low for each key held in the
    half-rows its high byte selects (the other bits are the machine's)."""
    keys = set(held)
    high = (port >> 8) & 0xFF
    value = 0x1F
    for row_byte, row in HALF_ROWS.items():
        if high & ~row_byte & 0xFF:      # this half-row is not selected
            continue
        for bit, key in enumerate(row):
            if key in keys:
                value &= ~(1 << bit)
    return value


#: the names a key script may use besides characters
NAMED_KEYS: dict[str, frozenset[str]] = {
    "ENTER": frozenset({"ENTER"}),
    "SPACE": frozenset({"SPACE"}),
    "CS": frozenset({"CS"}),
    "SS": frozenset({"SS"}),
    "BREAK": frozenset({"CS", "SPACE"}),
    "DELETE": frozenset({"CS", "0"}),
    "EDIT": frozenset({"CS", "1"}),
    "CAPSLOCK": frozenset({"CS", "2"}),
    "LEFT": frozenset({"CS", "5"}),
    "DOWN": frozenset({"CS", "6"}),
    "UP": frozenset({"CS", "7"}),
    "RIGHT": frozenset({"CS", "8"}),
    "GRAPHICS": frozenset({"CS", "9"}),
    "EXTEND": frozenset({"CS", "SS"}),
    "COMMA": frozenset({"SS", "n"}),
    "COLON": frozenset({"SS", "z"}),
    "NONE": frozenset(),
}

#: the directions and the fire button of a joystick, as key names take them
JOYSTICK_SWITCHES = ("UP", "DOWN", "LEFT", "RIGHT", "FIRE")
#: ``JOY2UP``: joystick 2 pushed up (the bit each switch pulls low in its port)
JOYSTICK_KEYS: dict[str, tuple[int, int]] = {
    f"JOY{port}{switch}": (port, 1 << bit)
    for port in (1, 2) for bit, switch in enumerate(JOYSTICK_SWITCHES)}

#: keys only some machines have (the C64's function keys, its pound and
#: left-arrow keys, its joysticks); a chord of one of them is read by the
#: machine that has it (basic.dialects.c64.keyboard) and types nothing on
#: the others
MACHINE_KEYS: dict[str, frozenset[str]] = {
    **{f"F{n}": frozenset({f"F{n}"}) for n in range(1, 9)},
    "POUND": frozenset({"POUND"}), "\u00a3": frozenset({"POUND"}),
    "LARROW": frozenset({"LARROW"}), "\u2190": frozenset({"LARROW"}),
    **{name: frozenset({name}) for name in JOYSTICK_KEYS},
}

_SHIFTS = {"CS": 1, "SS": 2}


class KeyScriptError(ValueError):
    """A key script (or a key in one) that does not follow the grammar."""


def chord_code(keys: Iterable[str]) -> Optional[int]:
    """The code a chord types in L mode (as the Spectrum's KEY-SCAN and
    K-DECODE find it), or None: no key, a shift alone, or a combination the
    ROM refuses (two keys neither of which is a shift, more than two)."""
    held = set(keys)
    if not held or len(held) > 2:
        return None
    shift = 0
    if len(held) == 2:
        name = "CS" if "CS" in held else "SS" if "SS" in held else None
        if name is None:
            return None
        held.discard(name)
        shift = _SHIFTS[name]
    (key,) = held
    legend = LEGENDS.get(key)
    return None if legend is None else legend[shift]


@lru_cache(maxsize=1)
def _char_keys() -> dict[str, frozenset[str]]:
    """Every printable character a single key or key+shift types in L mode
    (unshifted first, then CAPS SHIFT, then SYMBOL SHIFT)."""
    table: dict[str, frozenset[str]] = {}
    for index, shift in enumerate((None, "CS", "SS")):
        for key, codes in LEGENDS.items():
            code = codes[index]
            if key in _SHIFTS or code is None or not 32 <= code < 128:
                continue
            table.setdefault(chr(code), frozenset({key} if shift is None else {key, shift}))
    return table


def keys_for(name: str) -> frozenset[str]:
    """The physical keys held for a KEY of the script grammar: a character
    (``a``, ``Q`` = CAPS SHIFT+q, ``"`` = SYMBOL SHIFT+p), a name of
    :data:`NAMED_KEYS` or a chord such as ``CS+5``.  Raises KeyScriptError."""
    if name in NAMED_KEYS:
        return NAMED_KEYS[name]
    if name in MACHINE_KEYS:
        return MACHINE_KEYS[name]
    if len(name) == 1:
        chord = _char_keys().get(name)
        if chord is None:
            raise KeyScriptError(f"no single key gives {name!r}")
        return chord
    if "+" in name:
        keys: set[str] = set()
        for part in name.split("+"):
            if part in NAMED_KEYS:
                keys |= NAMED_KEYS[part]
            elif part in JOYSTICK_KEYS:
                keys.add(part)
            elif len(part) == 1 and part.lower() in LEGENDS:
                keys.add(part.lower())
            else:
                raise KeyScriptError(f"unknown key {part!r} in {name!r}")
        return frozenset(keys)
    raise KeyScriptError(f"unknown key {name!r}")


def char_keys(name: str) -> Optional[frozenset[str]]:
    """The chord that types the character ``name``, or None (a name that is
    not one character, or a character no single key types): a front-end's
    plain key map."""
    return _char_keys().get(name) if len(name) == 1 else None


class KeyState:
    """Which keys are down now, and whether the program has read them.

    ``polled`` is set when the running program reads the keyboard (INKEY$,
    IN, GET): the clock and the hosts use it to see that a program is
    waiting for a key."""

    def __init__(self) -> None:
        self.held: set[str] = set()
        self.polled = False

    def press(self, *keys: str) -> None:
        self.held.update(keys)

    def release(self, *keys: str) -> None:
        if keys:
            self.held.difference_update(keys)
        else:
            self.held.clear()
