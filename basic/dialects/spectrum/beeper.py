"""The Spectrum's speaker: bits 4 (EAR) and 3 (MIC) of port 254, as samples.

The ULA drives one pin (28) for the speaker, the EAR socket and the MIC
socket; the voltage on it depends on the last value written to an even
port, bit 4 and bit 3 (measured on an issue 3 ULA, "Spectrum Cassette, EAR
and MIC port, Issue 2 and 3", P. Rak):

    ========  =========  ========
    bit 4     bit 3      volts
    ========  =========  ========
    0         0          0.34
    0         1          0.66
    1         0          3.56
    1         1          3.70
    ========  =========  ========

Every write to the port (OUT, BORDER, BEEP's BEEPER routine, the editor's key
click) goes through :meth:`Beeper.out` or :meth:`Beeper.tone` with its
machine time in T-states (3.5 MHz), the single entry points a Z80 running
machine code would use too.  Nothing is kept while nobody listens: only the
level.

Samples: each is the average voltage over its 1/44100 s (79.4 T-states), so
edges that fall between samples are heard at their true time, then a
high-pass filter (the speaker's coupling capacitor: a held level is
silence), scaled so that BEEP's swing of 3.04 V is about -8 dBFS.
"""
from __future__ import annotations

from array import array
from typing import Callable

from ...core.sound import RATE, SoundChip

CLOCK_HZ = 3_500_000
#: millivolts on the ULA's pin 28 for (value >> 3) & 3: bit 3 is 1, bit 4 is 2
LEVELS_MV = (340, 660, 3560, 3700)
#: the high-pass: about 5 Hz, so a square wave keeps its shape while a
#: level held longer than a few tenths of a second fades to silence
HIGH_PASS = 1 - 2 * 3.141592653589793 * 5 / RATE
#: sample units per volt
GAIN = 8000.0


class Beeper(SoundChip):
    """The speaker's level over machine time (see the module docstring).
    ``now()`` is the machine's time in T-states."""

    def __init__(self, now: Callable[[], int]) -> None:
        super().__init__(CLOCK_HZ)
        self.now = now
        #: bits 4 and 3 of the last value written, as an index of LEVELS_MV
        self.level = 0
        #: what is still to be rendered: tones (first edge, T-states between
        #: edges, edges, level of the even edges, level of the odd ones), in
        #: time order; a single edge is a tone of one
        self._tones: list[list[int]] = []
        self._last = 0                  # the level before the first pending edge
        self._x = LEVELS_MV[0] / 1000.0  # the filter: last input (volts) and output
        self._y = 0.0

    # -- the port ------------------------------------------------------------------
    def out(self, value: int, t: int) -> None:
        """A write of ``value`` to port 254 at T-state ``t``."""
        level = (value >> 3) & 3
        if level != self.level:
            if self.sink is not None:
                self._tones.append([t, 1, 1, level, level])
            self.level = level

    def tone(self, t: int, half: int, edges: int, value: int) -> None:
        """``edges`` writes to port 254, the first at T-state ``t`` and then
        every ``half`` T-states, each toggling bit 4 of ``value`` (which the
        first sets): the BEEPER routine's square wave."""
        if edges <= 0:
            return
        high = ((value | 0x10) >> 3) & 3
        low = ((value & ~0x10) >> 3) & 3
        if self.sink is not None:
            self._tones.append([t, half, edges, high, low])
        self.level = high if edges % 2 else low

    def started(self, now: int) -> None:
        self._tones = []
        self._last = self.level
        self._x = LEVELS_MV[self.level] / 1000.0
        self._y = 0.0

    # -- samples ---------------------------------------------------------------------
    def synthesize(self, start: int, end: int, k0: int, k1: int) -> bytes:
        count = k1 - k0
        if count <= 0:
            return b""
        width = CLOCK_HZ                    # one sample, in T-states x RATE
        stop = k1 * width                   # edges before this are heard now
        edges = self._edges(stop)
        if not edges and self._y == 0.0 and LEVELS_MV[self._last] / 1000.0 == self._x:
            return bytes(2 * count)         # a held level, long since silent
        acc = [0] * count
        pos = k0 * width
        mv = LEVELS_MV[self._last]
        for when, level in edges:
            _fill(acc, pos, when, mv, k0, width)
            pos = when
            mv = LEVELS_MV[level]
            self._last = level
        _fill(acc, pos, stop, mv, k0, width)
        return self._filtered(acc, width)

    def _edges(self, stop: int) -> list[tuple[int, int]]:
        """The pending edges before ``stop`` (T-states x RATE), as (time in
        T-states x RATE, level); tones partly heard keep their rest."""
        out: list[tuple[int, int]] = []
        tones = self._tones
        used = 0
        for tone in tones:
            t, half, n, high, low = tone
            if t * RATE >= stop:
                break
            # edges t + k*half with (t + k*half) * RATE < stop
            k_end = min(n, -(-(stop - t * RATE) // (half * RATE)))
            for k in range(k_end):
                out.append(((t + k * half) * RATE, low if k % 2 else high))
            if k_end < n:                   # the rest waits for the next render
                tone[0] = t + k_end * half
                tone[2] = n - k_end
                if k_end % 2:
                    tone[3], tone[4] = low, high
                break
            used += 1
        if used:
            del tones[:used]
        return out

    def _filtered(self, acc: list[int], width: int) -> bytes:
        """Average volts per sample through the high-pass, as 16-bit samples."""
        scale = 1.0 / (1000.0 * width)
        x1, y = self._x, self._y
        pole = HIGH_PASS
        out = array("h", bytes(2 * len(acc)))
        for i, area in enumerate(acc):
            x = area * scale
            y = x - x1 + pole * y
            x1 = x
            s = round(y * GAIN)
            out[i] = 32767 if s > 32767 else -32768 if s < -32768 else s
        if -5e-5 < y < 5e-5:
            y = 0.0
        self._x, self._y = x1, y
        return out.tobytes()


def _fill(acc: list[int], a: int, b: int, mv: int, k0: int, width: int) -> None:
    """Add ``mv`` millivolts from ``a`` to ``b`` (T-states x RATE) to the
    areas of the samples from ``k0`` on."""
    if b <= a:
        return
    ka, kb = a // width, b // width
    if ka == kb:
        acc[ka - k0] += mv * (b - a)
        return
    acc[ka - k0] += mv * ((ka + 1) * width - a)
    if kb - ka > 1:
        acc[ka + 1 - k0:kb - k0] = [mv * width] * (kb - ka - 1)
    if kb - k0 < len(acc):
        acc[kb - k0] += mv * (b - kb * width)
