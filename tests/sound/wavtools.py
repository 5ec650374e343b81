"""Reading a run's sound back: WAV files, frequencies from zero crossings,
edges and durations (the tests of tests/sound/)."""
from __future__ import annotations

import wave
from array import array
from typing import Optional, Sequence

from basic.core.host import HeadlessHost
from basic.core.sound import RATE, WavWriter
from basic.dialects import get_dialect
from basic.frontends.runner import load_listing


def read_wav(path) -> array:
    """The samples of a 16-bit mono WAV file at RATE (asserted)."""
    with wave.open(str(path)) as f:
        assert f.getnchannels() == 1 and f.getsampwidth() == 2 and f.getframerate() == RATE
        return array("h", f.readframes(f.getnframes()))


def run_to_wav(listing: str, path, dialect: str = "spectrum", keys: Sequence[str] = (),
               frames: int = 10000) -> tuple[array, object]:
    """Run ``listing`` headless with its sound going to the WAV file ``path``;
    the samples read back, and the machine."""
    host = HeadlessHost(list(keys), (), 50, frames)
    writer = WavWriter(str(path))
    host.sound = writer
    machine, interp, parsed = load_listing(listing, get_dialect(dialect), host)
    from basic.core.errors import StopRun
    try:
        interp.run(parsed.autostart)
    except StopRun:
        pass
    machine.flush_sound()
    writer.close()
    return read_wav(path), machine


def loud(samples: Sequence[int], threshold: int = 300) -> tuple[int, int]:
    """The first and last sample louder than ``threshold``."""
    idx = [i for i, v in enumerate(samples) if abs(v) > threshold]
    return (idx[0], idx[-1]) if idx else (0, 0)


def detrended(samples: Sequence[int], window: int) -> list[float]:
    """The samples less their moving average over ``window`` samples: the
    AC part of a tone however the speaker's coupling has settled."""
    sums = [0]
    for v in samples:
        sums.append(sums[-1] + v)
    h = max(1, window // 2)
    n = len(samples)
    return [samples[i] - (sums[min(n, i + h)] - sums[max(0, i - h)]) / (min(n, i + h) - max(0, i - h))
            for i in range(n)]


def crossings(samples: Sequence[float], start: int = 0, end: Optional[int] = None,
              hysteresis: float = 0.2) -> list[float]:
    """Upward zero crossings between ``start`` and ``end``, at the sample
    position found by linear interpolation.  A crossing counts only after
    the signal has been below ``-hysteresis`` times its peak (so the small
    wobbles of a waveform near zero are not counted twice)."""
    end = len(samples) if end is None else end
    start = max(1, start)
    peak = max((abs(v) for v in samples[start:end]), default=0.0)
    low = -hysteresis * peak
    armed = False
    out: list[float] = []
    for i in range(start, end):
        v, before = samples[i], samples[i - 1]
        if v < low:
            armed = True
        elif armed and before < 0 <= v:
            out.append(i - 1 + before / (before - v))
            armed = False
    return out


def frequency(samples: Sequence[int], expected: float, start: int = 0,
              end: Optional[int] = None) -> float:
    """The frequency of the tone between ``start`` and ``end``, from its
    upward zero crossings (after taking away the moving average over four
    periods of ``expected`` Hz)."""
    ac = detrended(samples, int(4 * RATE / expected))
    if end is None:                        # the middle 80% of the sound
        first, last = loud(samples)
        first, last = max(start, first), last
        start, end = first + (last - first) // 10, last - (last - first) // 10
    ups = crossings(ac, start, end)
    assert len(ups) >= 2, "no tone"
    return (len(ups) - 1) * RATE / (ups[-1] - ups[0])


def edges(samples: Sequence[int], jump: int = 4000) -> list[int]:
    """Where the level jumps (a square wave's edges), one index per jump."""
    out: list[int] = []
    for i in range(1, len(samples)):
        if abs(samples[i] - samples[i - 1]) > jump and (not out or i - out[-1] > 1):
            out.append(i)
    return out
