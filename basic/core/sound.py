"""Sound: a machine's sound chip, the sinks that hear it, and the WAV writer.

The contract (docs/internals.md, "Sound"):

* a machine that makes sound has a :class:`SoundChip` as its ``sound``
  attribute (basic/core/machine.py; None on a silent machine).  The chip is
  driven by the program in *machine time*: the Spectrum's beeper by every
  write to port 254 and by BEEP, the C64's SID by every write to its
  registers, each stamped with the machine's cycle count when it happens;
* whoever runs the machine hands it a :class:`SoundSink` as the host's
  ``sound`` (basic/core/host.py; None: nobody listens, and a program then
  pays nothing for its sound but keeping the speaker's level);
* the machine asks its chip to render, once a frame and at the end of a
  run, the samples from where it last rendered up to machine time ``until``
  (:meth:`SoundChip.render`); the chip hands them to its sink.

Samples are signed 16-bit mono at :data:`RATE` Hz, little-endian bytes.  A
sink is a live audio device (basic/frontends/audio.py), a WAV file
(:class:`WavWriter`), several at once (:class:`SoundTee`), or anything a
front-end makes (a window's own mixer) with ``play`` and ``close``.

Because samples follow machine time, not the wall clock, a headless run
writes the same WAV file every time.
"""
from __future__ import annotations

import struct
import sys
from typing import BinaryIO, Optional, Protocol

#: samples a second, for every chip and sink
RATE = 44100
#: bytes a sample (signed 16-bit, mono)
SAMPLE_BYTES = 2


class SoundSink(Protocol):
    """Where a machine's samples go (a device, a file, a window's mixer)."""

    def play(self, samples: bytes) -> None:
        """Take ``samples`` (signed 16-bit mono little-endian at :data:`RATE`),
        which follow straight on from the last ones."""
        ...

    def close(self) -> None:
        """No more samples: finish the file, let the device go."""
        ...


class SoundChip:
    """A machine's sound, rendered in machine time.  Subclasses say how
    their cycles become samples (:meth:`synthesize`); this base keeps the
    sink and where rendering has got to.

    ``clock_hz`` is the chip's clock (the cycles :meth:`render` is given
    are of that clock: the Spectrum's 3.5 MHz T-states, the C64's 985,248
    Hz PAL cycles), so sample ``k`` is at cycle ``k * clock_hz / RATE``."""

    def __init__(self, clock_hz: int) -> None:
        self.clock_hz = clock_hz
        #: who hears the samples; None: nobody (nothing is rendered)
        self.sink: Optional[SoundSink] = None
        #: the machine time (cycles) samples have been made up to, and the
        #: number of the next sample
        self.rendered = 0
        self._sample = 0

    def connect(self, sink: Optional[SoundSink], now: int) -> None:
        """Send the sound from machine time ``now`` on to ``sink`` (None:
        to nobody)."""
        self.sink = sink
        self.rendered = now
        self._sample = now * RATE // self.clock_hz
        self.started(now)

    def render(self, until: int) -> None:
        """Make the samples from the last render up to machine time
        ``until`` and hand them to the sink (nothing when there is none)."""
        sink = self.sink
        if sink is None or until <= self.rendered:
            return
        while self.rendered < until and self.sink is not None:
            start = self.rendered
            end = min(until, start + self.clock_hz)      # a second at a time
            self.rendered = end
            k0, k1 = self._sample, end * RATE // self.clock_hz
            self._sample = k1
            data = self.synthesize(start, end, k0, k1)
            if data:
                try:
                    sink.play(data)
                except OSError as exc:       # a full disk, a file gone: stop listening
                    print(f"basic: sound not recorded any more: {exc.strerror or exc}",
                          file=sys.stderr)
                    self.sink = None

    def synthesize(self, start: int, end: int, k0: int, k1: int) -> bytes:
        """The samples for machine time ``start`` to ``end`` (cycles): those
        numbered ``k0`` to ``k1`` (sample ``k`` ends at cycle ``(k + 1) *
        clock_hz / RATE``), unless the chip counts its own (the SID)."""
        return bytes(SAMPLE_BYTES * max(0, k1 - k0))

    def started(self, now: int) -> None:
        """A sink was connected (or taken away) at machine time ``now``."""
        return None


class SoundTee:
    """One sink that plays to several (a live device and a WAV file); sinks
    may be added and taken away between frames."""

    def __init__(self, *sinks: SoundSink) -> None:
        self.sinks: list[SoundSink] = list(sinks)

    def add(self, sink: SoundSink) -> None:
        self.sinks.append(sink)

    def remove(self, sink: SoundSink) -> None:
        if sink in self.sinks:
            self.sinks.remove(sink)

    def play(self, samples: bytes) -> None:
        for sink in list(self.sinks):
            sink.play(samples)

    def close(self) -> None:
        for sink in self.sinks:
            sink.close()
        self.sinks = []


class WavWriter:
    """A sink that writes a WAV file (PCM, 16-bit mono at :data:`RATE`).

    The file is opened when the writer is made, so a path that cannot be
    written fails before the program starts (OSError); the lengths in its
    header are written when it is closed (and a file never closed still
    plays: its header says the largest length)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.frames = 0
        self._file: Optional[BinaryIO] = open(path, "wb")
        self._file.write(_wav_header(0x7FFFFFFF))

    def play(self, samples: bytes) -> None:
        if self._file is not None:
            self._file.write(samples)
            self.frames += len(samples) // SAMPLE_BYTES

    @property
    def seconds(self) -> float:
        return self.frames / RATE

    def close(self) -> None:
        f = self._file
        if f is None:
            return
        self._file = None
        try:
            f.seek(0)
            f.write(_wav_header(self.frames * SAMPLE_BYTES))
        finally:
            f.close()


def _wav_header(data_bytes: int) -> bytes:
    """RIFF/WAVE with a 16-byte PCM fmt chunk and the data chunk's header."""
    riff = min(36 + data_bytes, 0xFFFFFFFF)
    return (b"RIFF" + struct.pack("<I", riff) + b"WAVE"
            + b"fmt " + struct.pack("<IHHIIHH", 16, 1, 1, RATE, RATE * SAMPLE_BYTES,
                                    SAMPLE_BYTES, 16)
            + b"data" + struct.pack("<I", min(data_bytes, 0xFFFFFFFF - 36)))


def check_writable(path: str) -> Optional[str]:
    """Why ``path`` cannot be written as a WAV file, in words, or None
    (nothing is left behind either way when it cannot)."""
    try:
        WavWriter(path).close()
    except OSError as exc:
        return f"cannot write {path}: {exc.strerror or exc}"
    return None
