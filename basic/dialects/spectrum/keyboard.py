"""The Spectrum keyboard: 40 keys in an 8x5 matrix, decoded as the ROM decodes them.

The keyboard holds which physical keys are down *now*; INKEY$ reads that state
(not a queue), IN reads the matrix rows, and the ROM's interrupt-driven LAST_K
gets a code when a key goes down.  Decoding follows the ROM's KEY-SCAN, K-TEST
and K-DECODE routines and uses the ROM's own key tables (MAIN-KEYS at 0x0205,
SYM-CODES at 0x026A, CTL-CODES at 0x0260), read from the ROM image.

Physical keys are named by their main-table character in lower case
(``'a'``..``'z'``, ``'0'``..``'9'``), plus ``'ENTER'``, ``'SPACE'``, ``'CS'``
(CAPS SHIFT) and ``'SS'`` (SYMBOL SHIFT).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Optional

from ...core.keys import HALF_ROWS, KeyState, matrix_bits
from .rom import rom_image

MAIN_KEYS = 0x0205
SYM_CODES = 0x026A
CTL_CODES = 0x0260

#: the eight half-rows (basic.core.keys): port high byte -> keys from bit 0 to bit 4
__all__ = ["HALF_ROWS", "ALL_KEYS", "Keyboard", "decode"]

ALL_KEYS = frozenset(k for row in HALF_ROWS.values() for k in row)


@lru_cache(maxsize=1)
def _main_codes() -> dict[str, int]:
    """Physical key -> the ROM's 'main code' (its MAIN-KEYS entry)."""
    rom = rom_image()
    codes: dict[str, int] = {}
    for i in range(39):
        b = rom[MAIN_KEYS + i]
        if b == 0x0D:
            codes["ENTER"] = b
        elif b == 0x20:
            codes["SPACE"] = b
        elif b == 0x0E:
            codes["SS"] = b
        else:
            codes[chr(b).lower()] = b
    return codes


def decode(keys: Iterable[str], caps_lock: bool = False, k_mode: bool = False) -> Optional[int]:
    """The code for the keys held, or None (no key, a shift alone, or a
    combination KEY-SCAN refuses).  INKEY$ decodes in 'L' mode; the keyboard
    interrupt decodes in the editor's mode, which is 'K' (letters give
    keywords) while a program runs."""
    held = set(keys)
    if not held or len(held) > 2:
        return None
    shift = None
    if len(held) == 2:
        if "CS" in held:
            shift = "CS"
        elif "SS" in held:
            shift = "SS"
        else:
            return None
        held.discard(shift)
    (key,) = held
    if shift is None and key in ("CS", "SS"):
        return None
    main = _main_codes().get(key)
    if main is None:                     # a key the Spectrum has not (MACHINE_KEYS)
        return None
    return _k_decode(main, shift, caps_lock, k_mode)


def _k_decode(main: int, shift: Optional[str], caps_lock: bool, k_mode: bool = False) -> int:
    """K-DECODE in 'K', 'L' or 'C' mode (S-INKEY$ uses 'L'/'C')."""
    rom = rom_image()
    if main < 0x3A:                      # digits, SPACE, ENTER, SYMBOL SHIFT
        if main < 0x30 or shift is None:
            return main
        if shift == "CS":
            return rom[CTL_CODES + main - 0x30]
        a = main - 0x10                  # SYMBOL SHIFT + digit
        if a == 0x22:
            return 0x40                  # '@'
        if a == 0x20:
            return 0x5F                  # '_'
        return a
    if shift == "SS":
        return rom[SYM_CODES + main - 0x41]
    if k_mode:
        return (main + 0xA5) & 0xFF       # K-TOKENS: the keyword on the key
    if caps_lock or shift == "CS":
        return main
    return main + 0x20


class Keyboard(KeyState):
    """Which keys are down, plus the matrix view the IN instruction reads."""

    def code(self, caps_lock: bool = False, k_mode: bool = False) -> Optional[int]:
        """The code of the key held now (decoded as INKEY$ does by default)."""
        return decode(self.held, caps_lock, k_mode)

    def read_port(self, port: int) -> int:
        """IN port: bits 0-4 low for keys held in the half-rows selected by the
        high byte; bit 6 (EAR) low, bits 5 and 7 high, as the oracle models."""
        return matrix_bits(self.held, port) | 0xA0
