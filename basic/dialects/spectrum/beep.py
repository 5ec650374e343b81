"""BEEP as the 48K ROM works it out: the BEEP routine (0x03F8) and BEEPER (0x03B5).

BEEP (0x03F8) turns the pitch into a frequency with the calculator: the
semitone from the table at 0x046E (middle C and the eleven above it), moved
by whole octaves by adding to its exponent, times ``1 + frac *
0.0577622606`` for a fractional pitch (about 2^(frac/12)).  Then

    HL = FIND-INT2 (437500 / f - 30.125)       the half period's loop count
    N  = FIND-INT2 (duration * f)              the number of cycles

and, unless N is 0, BEEPER toggles bit 4 of port 254 2N times, with
interrupts off.  The numbers are worked out here with the same calculator
(basic.dialects.sinclair.calculator), so each pitch has the ROM's own loop
count, and so the ROM's own frequency: 3,500,000 / (2 x (4 HL + 118)).

The timing of BEEPER was measured on the ROM (tests/spectrum/sound/
gen_beeper.py runs BEEPs on it in SkoolKit's simulator and records every
write to port 254 with its T-state): the first edge comes
``233 - 16 x (L mod 4)`` T-states after BEEPER starts, the next ones every
``4 HL + 118``, and interrupts come back on 56 T-states after the last.  The
calculator's work before BEEPER takes 58,000-78,000 T-states on the ROM
(more for a fractional pitch); :data:`SETUP` is the usual one.
"""
from __future__ import annotations

from typing import Any, NamedTuple, Optional

from ...core.errors import BasicError
from ..sinclair import calculator as zx
from . import rom

#: the semitone table (middle C = 261.63 Hz .. B), 12 five-byte numbers
SEMITONES_AT = 0x046E
#: the calculator's constants in BEEP
FRACTION = zx.stk_data(0xEC, 0x6C, 0x98, 0x1F, 0xF5)     # 0.0577622606, ln 2 / 12
HALF_CLOCK = zx.stk_data(0x80, 0x43, 0x55, 0x9F, 0x80)   # 437500 (3.5 MHz / 8)
LOOP_OFFSET = zx.stk_data(0x35, 0x71)                     # 30.125

#: T-states of BEEP's calculator work before BEEPER (ROM: 58,350-60,689 for a
#: whole pitch, 67,782 and 77,487 for 0.5 and -13.7)
SETUP = 60_000
SETUP_FRACTION = 70_000
#: BEEPER: from its start to the first edge (less 16 per unit of L mod 4),
#: between edges (plus 4 per unit of HL), from the last edge to interrupts on
FIRST_EDGE = 233
EDGE = 118
LAST_EDGE = 56


class Beep(NamedTuple):
    """What BEEPER is given: the loop count and the cycles."""
    hl: int
    cycles: int
    setup: int

    @property
    def half_period(self) -> int:
        """T-states between edges."""
        return half_period(self.hl)


def half_period(hl: int) -> int:
    return 4 * hl + EDGE


def first_edge(hl: int) -> int:
    """T-states from BEEPER's start to its first write to the port."""
    return FIRST_EDGE - 16 * (hl & 3)


def beeper_time(hl: int, cycles: int) -> int:
    """T-states BEEPER runs (with interrupts off) for ``cycles`` cycles."""
    return first_edge(hl) + (2 * cycles - 1) * half_period(hl) + LAST_EDGE


def semitone(index: int) -> Any:
    data = rom.rom_image()
    return zx.from_fp5(data[SEMITONES_AT + 5 * index:SEMITONES_AT + 5 * index + 5])


def plan(duration: Any, pitch: Any) -> Optional[Beep]:
    """BEEP duration, pitch: the ROM's checks (report B) and numbers; None
    when N is 0 and BEEPER is not called."""
    whole = zx.int_(pitch)
    factor = zx.add(zx.mul(zx.sub(pitch, whole), FRACTION), zx.ONE)
    if type(whole) is not int or not -128 <= whole <= 127:
        raise BasicError("B")               # not a small integer of one byte
    a = (whole + 60) & 0xFF
    if a >= 0x80 and not whole + 60 > 127:  # JP P / JP PO: below -60
        raise BasicError("B")
    octave, index = a // 12 - 5, a % 12
    f = zx.mul(semitone(index), factor)
    fp = bytearray(zx.to_fp5(f))
    fp[0] = (fp[0] + octave) & 0xFF
    f = zx.from_fp5(bytes(fp))
    if zx.find_int1(duration) >= 11:
        raise BasicError("B")
    cycles_f = zx.mul(duration, f)
    hl = zx.find_int2(zx.sub(zx.div(HALF_CLOCK, f), LOOP_OFFSET))
    cycles = zx.find_int2(cycles_f)
    setup = SETUP if whole == pitch else SETUP_FRACTION
    if cycles == 0:
        return Beep(hl, 0, setup)
    return Beep(hl, cycles, setup)
