"""The C64 keyboard as BASIC programs see it: a queue and a key-down code.

The KERNAL's keyboard interrupt (60 times a second) scans the matrix; a newly
pressed key puts its PETSCII code in the keyboard buffer (631-640, count at
198, at most 10 by 649), and while a key is held its matrix code (0-63, 64 for
none) is at 197 and the shift keys' bits at 653.  Cursor keys, space, INST/DEL
repeat after 16 jiffies, then every 4.  GET and the screen editor take codes
from the buffer.

Hosts press keys in two ways: by PETSCII code (:meth:`press_code`), or with the
project's key names (basic.core.keys, the Sinclair keyboard's: e.g.
``{'CS', '5'}`` for cursor left), which :func:`code_for_keys` translates, so the shared headless runner and key
scripts drive a C64 too.
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional

from ...core.keys import JOYSTICK_KEYS, chord_code
from ...core.memory import Memory

BUFFER = 631
COUNT = 198
MAX = 649
KEY_DOWN = 197
LAST_KEY = 203
SHIFT_FLAGS = 653
NO_KEY = 64

#: matrix code of each unshifted key, from the KERNAL's keyboard table (index
#: = matrix code); shifted and Commodore keys share their key's code
MATRIX: tuple[int, ...] = (
    0x14, 0x0D, 0x1D, 0x88, 0x85, 0x86, 0x87, 0x11,
    0x33, 0x57, 0x41, 0x34, 0x5A, 0x53, 0x45, 0x01,
    0x35, 0x52, 0x44, 0x36, 0x43, 0x46, 0x54, 0x58,
    0x37, 0x59, 0x47, 0x38, 0x42, 0x48, 0x55, 0x56,
    0x39, 0x49, 0x4A, 0x30, 0x4D, 0x4B, 0x4F, 0x4E,
    0x2B, 0x50, 0x4C, 0x2D, 0x2E, 0x3A, 0x40, 0x2C,
    0x5C, 0x2A, 0x3B, 0x13, 0x01, 0x3D, 0x5E, 0x2F,
    0x31, 0x5F, 0x04, 0x32, 0x20, 0x02, 0x51, 0x03,
)
#: shifted codes that come from an unshifted key (for the key-down code)
_SHIFTED = {0x94: 0x14, 0x8D: 0x0D, 0x9D: 0x1D, 0x91: 0x11, 0x93: 0x13, 0x83: 0x03,
            0x21: 0x31, 0x22: 0x32, 0x23: 0x33, 0x24: 0x34, 0x25: 0x35, 0x26: 0x36,
            0x27: 0x37, 0x28: 0x38, 0x29: 0x39, 0x3C: 0x2C, 0x3E: 0x2E, 0x3F: 0x2F,
            0x5B: 0x3A, 0x5D: 0x3B, 0x89: 0x85, 0x8A: 0x86, 0x8B: 0x87, 0x8C: 0x88}
LEFT_SHIFT = 15
REPEATING = frozenset((0x14, 0x20, 0x1D, 0x11, 0x94, 0x9D, 0x91))

#: the Spectrum editor's codes as key scripts produce them -> PETSCII
_FROM_SPECTRUM = {13: 0x0D, 8: 0x9D, 9: 0x1D, 10: 0x11, 11: 0x91, 12: 0x14, 32: 0x20}

STOP = 0x03

#: the C64's own keys in key scripts (basic.core.keys.MACHINE_KEYS)
C64_KEYS = {"F1": 0x85, "F3": 0x86, "F5": 0x87, "F7": 0x88,
            "F2": 0x89, "F4": 0x8A, "F6": 0x8B, "F8": 0x8C, "POUND": 0x5C, "LARROW": 0x5F}

#: ISTOP (808-809), the KERNAL's STOP vector; a program that changes it
#: (``POKE 808,239``) turns the RUN/STOP test off
ISTOP = 808
ISTOP_DEFAULT = (0xED, 0xF6)


def matrix_code(code: int) -> int:
    """The key-down code (197) of the key that types ``code`` (64 if none)."""
    base = _SHIFTED.get(code, code)
    if 0xC1 <= base <= 0xDA:
        base -= 0x80
    try:
        return MATRIX.index(base)
    except ValueError:
        return NO_KEY


def code_for_keys(keys: Iterable[str]) -> Optional[int]:
    """PETSCII for a key-script chord (names of basic.core.keys):
    letters unshifted (``a``) or shifted (``CS`` + ``a``), digits, SYMBOL SHIFT
    symbols, ENTER, SPACE, cursor keys, DELETE; ``CS`` + ``SPACE`` is RUN/STOP;
    ``F1``..``F8``, ``POUND`` (£) and ``LARROW`` (←) alone."""
    keys = frozenset(keys)
    if not keys:
        return None
    if keys == frozenset({"CS", "SPACE"}):
        return STOP
    if len(keys) == 1 and next(iter(keys)) in C64_KEYS:
        return C64_KEYS[next(iter(keys))]
    code = chord_code(keys)
    if code is None:
        return None
    if code in _FROM_SPECTRUM:
        return _FROM_SPECTRUM[code]
    if 0x61 <= code <= 0x7A:                     # a-z: the unshifted letters
        return code - 0x20
    if 0x41 <= code <= 0x5A:                     # A-Z: SHIFT + letter
        return code + 0x80
    if 0x20 < code < 0x60:
        return code
    return None


class C64Keyboard:
    """Keys held now, plus the KERNAL's scan into the buffer."""

    def __init__(self, memory: Memory) -> None:
        self.memory = memory
        self.held: Optional[int] = None       # PETSCII code of the key held
        self.repeat = True                    # ... and whether the KERNAL may repeat it
        self._polled = False
        #: told when the program reads the keyboard (the machine's jiffies
        #: stop passing quietly: the host must see every one again)
        self.on_poll: Callable[[], None] = lambda: None
        #: the joysticks' switches held (CIA 1's list: bits 0-4 up, down,
        #: left, right, fire; joystick 1 first), which the machine shares
        self.joysticks = [0, 0]
        #: RUN/STOP and RESTORE were pressed: the KERNAL's NMI does a warm start
        self.warm_start = False
        self._prev: Optional[int] = None
        self._delay = 0
        d = memory.data
        d[COUNT] = 0
        d[MAX] = 10
        d[KEY_DOWN] = NO_KEY
        d[LAST_KEY] = NO_KEY
        d[ISTOP], d[ISTOP + 1] = ISTOP_DEFAULT

    @property
    def polled(self) -> bool:
        """The program read the keyboard this jiffy."""
        return self._polled

    @polled.setter
    def polled(self, value: bool) -> None:
        self._polled = value
        if value:
            self.on_poll()

    # -- hosts ---------------------------------------------------------------------
    def press(self, *keys: str) -> None:
        """Hold a key-script chord (see :func:`code_for_keys`); its joystick
        names (``JOY2UP``, ``JOY1FIRE``...) hold the joysticks' switches."""
        rest = [k for k in keys if k not in JOYSTICK_KEYS]
        self.hold_joysticks(keys)
        self.held = code_for_keys(rest)

    def hold_joysticks(self, keys: Iterable[str]) -> None:
        """The joysticks' switches named in ``keys`` held, the others let go."""
        sticks = [0, 0]
        for key in keys:
            found = JOYSTICK_KEYS.get(key)
            if found is not None:
                sticks[found[0] - 1] |= found[1]
        self.joysticks[:] = sticks

    def press_code(self, code: int, repeat: bool = True) -> None:
        """Hold the key that types PETSCII ``code``; ``repeat``: the KERNAL
        may repeat it (a key really held, not a tap held a moment)."""
        self.held = code
        self.repeat = repeat

    def release(self) -> None:
        self.held = None
        self.joysticks[:] = [0, 0]

    def restore(self) -> None:
        """RESTORE goes down: the NMI.  The KERNAL's handler (NMI, $FE43)
        tests the STOP key: held (and the STOP vector the KERNAL's own),
        it is the warm start; alone, RESTORE does nothing for BASIC."""
        if self.held == STOP and self.stop_enabled():
            self.warm_start = True

    def type_codes(self, codes: Iterable[int]) -> None:
        """Put codes straight into the buffer (as if typed fast)."""
        for c in codes:
            self.put(c)

    # -- the matrix -------------------------------------------------------------------------
    def matrix(self) -> frozenset[int]:
        """The keys held as matrix codes (column x 8 + row, as CIA 1 sees
        them): the key that types the code held, with the left SHIFT (15)
        for a shifted code."""
        code = self.held
        if code is None:
            return frozenset()
        key = matrix_code(code)
        if key == NO_KEY:
            return frozenset()
        if code in _SHIFTED or 0xC1 <= code <= 0xDA:
            return frozenset((key, LEFT_SHIFT))
        return frozenset((key,))

    # -- the interrupt ----------------------------------------------------------------
    def stop_enabled(self) -> bool:
        """The STOP vector is the KERNAL's own: RUN/STOP breaks the program
        (and, as the STOP routine empties the buffer, never reaches GET)."""
        d = self.memory.data
        return (d[ISTOP], d[ISTOP + 1]) == ISTOP_DEFAULT

    def scan(self) -> bool:
        """One jiffy's keyboard scan; True if RUN/STOP is down and the STOP
        test is on.  With it off (POKE 808,239) RUN/STOP is a key like the
        others: its code 3 goes into the buffer, where GET finds it."""
        d = self.memory.data
        code = self.held
        if code is None:
            d[KEY_DOWN] = d[LAST_KEY] = NO_KEY
            d[SHIFT_FLAGS] = 0
            self._prev = None
            return False
        d[KEY_DOWN] = d[LAST_KEY] = matrix_code(code)
        d[SHIFT_FLAGS] = 1 if (code >= 0x80 or code in _SHIFTED) else 0
        if code != self._prev:
            self._prev = code
            self._delay = 16
            if code != STOP or not self.stop_enabled():
                self.put(code)
        elif code in REPEATING and self.repeat:
            self._delay -= 1
            if self._delay <= 0:
                self._delay = 4
                if d[COUNT] == 0:
                    self.put(code)
        return code == STOP and self.stop_enabled()

    # -- the buffer -----------------------------------------------------------------------
    def put(self, code: int) -> None:
        d = self.memory.data
        n = d[COUNT]
        if n < min(d[MAX], 10):
            d[BUFFER + n] = code & 0xFF
            d[COUNT] = n + 1

    def get(self) -> int:
        """GETIN: the first code in the buffer, 0 if it is empty."""
        d = self.memory.data
        n = d[COUNT]
        if not n:
            return 0
        code = d[BUFFER]
        d[BUFFER:BUFFER + n - 1] = d[BUFFER + 1:BUFFER + n]
        d[COUNT] = n - 1
        return code

    def pending(self) -> int:
        return self.memory.data[COUNT]
