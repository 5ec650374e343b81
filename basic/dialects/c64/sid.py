"""The SID (MOS 6581) at 54272-54300 ($D400-$D41C, repeated every 32 bytes to $D7FF).

The chip itself is reSIDfp, the emulation VICE uses, through the
``pyresidfp`` package: three voices (triangle, sawtooth, pulse, noise and
their combinations, the 6581's own), gate and ADSR with the chip's rate
counters (and its known ADSR delay bug), ring modulation, sync, the volume
and the 6581's filter, and what reading its registers gives (oscillator 3 at
54299, envelope 3 at 54300, the paddles at 54297/54298 with none connected:
255; a write-only register gives the last value written to the chip).
docs/c64.md says why reSIDfp and not a model of our own (its fidelity, and
its cost: about 5% of one core in real time).

The SID is a device on the C64's bus (:mod:`.bus`, pages $D400-$D7FF while
location 1 maps the I/O in), so POKE and PEEK reach it as a 6502 would:
its writes reach the chip at the machine cycle they happen
(:meth:`Sid.write`, the single entry point): the chip is clocked up to that
cycle first.  Machine time is the
C64's PAL clock, 985,248 cycles a second (basic.dialects.c64.machine:
16,421 cycles a jiffy).

The chip is made at the first write: a program that never touches the SID
pays nothing.  While nobody listens, a gap of more than :data:`MAX_GAP`
between two writes is clocked as :data:`MAX_GAP` (by then any envelope has
finished its attack, decay or release), so a long headless run costs no
more than its notes; what a register read gives is still the chip's.  If
``pyresidfp`` cannot be loaded the SID keeps its registers and is silent.
"""
from __future__ import annotations

from array import array
from typing import Any, Callable, Optional

from ...core.sound import RATE, SoundChip

PAL_CLOCK = 985_248
FIRST, LAST = 0xD400, 0xD7FF
#: while nobody listens, gaps between writes are clocked at most this long
#: (the longest envelope step: a release or decay of 24 s)
MAX_GAP = 30 * PAL_CLOCK
#: cycles clocked at a time (a second: the samples of one call)
CHUNK = PAL_CLOCK
#: the chip is clocked this long when it is made, unheard: the 6581's output
#: rests at a large negative level, which the C64's output stage (reSIDfp's
#: external filter) takes about a second to settle from, as it has since
#: power-on on a real machine
SETTLE = PAL_CLOCK


def make_chip() -> Optional[Any]:
    """A reSIDfp 6581 clocked at the PAL rate, sampling at RATE, or None
    when pyresidfp cannot be loaded."""
    try:
        from pyresidfp._pyresidfp import SID, ChipModel, SamplingMethod
        chip = SID(ChipModel.MOS6581, SamplingMethod.RESAMPLE, float(PAL_CLOCK), float(RATE))
        chip.clock(SETTLE)
        return chip
    except Exception:                  # not installed, no wheel for this machine...
        return None


class Sid(SoundChip):
    """The SID on the C64's bus (``read``/``write`` of a full address).
    ``now()`` is the machine's time in cycles of the PAL clock."""

    def __init__(self, now: Callable[[], int]) -> None:
        super().__init__(PAL_CLOCK)
        self.now = now
        #: the last value written to each register (what the chip was told)
        self.regs = bytearray(32)
        self._chip: Optional[Any] = None
        self._made = False
        self._at = 0                    # the cycle the chip has been clocked to
        self._samples: list[int] = []   # made, not yet handed to the sink
        self._bus = 0                   # the last value written (no chip)

    # -- the bus ---------------------------------------------------------------------
    def write(self, address: int, value: int) -> None:
        """A write to the SID at ``address`` (any of its mirrors) now."""
        reg = address & 0x1F
        self.regs[reg] = value
        self._bus = value
        chip = self._chip if self._made else self._make()
        if chip is not None:
            self._advance(self.now())
            chip.write(reg, value)

    def read(self, address: int) -> int:
        """What the SID gives at ``address`` now."""
        reg = address & 0x1F
        chip = self._chip
        if chip is None:
            return 0xFF if reg in (0x19, 0x1A) else 0 if reg in (0x1B, 0x1C) else self._bus
        self._advance(self.now())
        return int(chip.read(reg))

    def _make(self) -> Optional[Any]:
        self._made = True
        self._chip = make_chip()
        self._at = self.now()
        return self._chip

    # -- time --------------------------------------------------------------------------
    def _advance(self, to: int, keep: Optional[bool] = None) -> None:
        """Clock the chip up to cycle ``to``, keeping the samples if anyone
        listens (``keep``: whether to, if not that)."""
        chip = self._chip
        n = to - self._at
        if chip is None or n <= 0:
            return
        self._at = to
        listening = self.sink is not None if keep is None else keep
        if not listening:
            n = min(n, MAX_GAP)
        while n > 0:
            step = min(n, CHUNK)
            samples = chip.clock(step)
            if listening:
                self._samples.extend(samples)
            n -= step

    def started(self, now: int) -> None:
        self._advance(now, keep=False)
        self._samples = []

    def synthesize(self, start: int, end: int, k0: int, k1: int) -> bytes:
        if self._chip is None:
            return bytes(2 * max(0, k1 - k0))
        self._advance(end)
        samples, self._samples = self._samples, []
        return array("h", samples).tobytes()
