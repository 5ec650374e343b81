"""Where a run's sound goes: the live audio device and ``--wav``.

:class:`RunSound` is what a front-end makes for one run (or one REPL
session): a WAV file when ``--wav`` (or the REPL's ``WAV``) asks for one,
and the computer's audio device when the run has a display (the live
terminal, stream mode on a terminal, the REPL) and ``--mute`` is not given;
``sink`` is the one :class:`~basic.core.sound.SoundSink` the host hands the
machine (None when there is neither).  Any front-end (a window too) attaches
sound the same way: ``host.sound = RunSound(...).sink``.

The live device is played through ``miniaudio`` (a wheel with the library
inside: nothing to install on the system).  The machine renders a frame of
samples at each frame of machine time; :class:`LiveSound` queues them, and
the device's thread takes them as it plays.  Because ``--speed authentic``
keeps machine time in step with the wall clock, the queue stays short; at
another speed the samples are stretched or squeezed to the pace the display
runs at, and whatever gets more than :data:`MAX_QUEUED` ahead is dropped
(``--speed max``, or a device starved of time by a busy computer), silence
first, so the sound never lags the screen and a short sound (a key click)
is not lost among the silent frames around it.  When the queue runs
dry the device plays silence.

No library, no device, a device that fails to open or goes away: the run is
silent, and nothing is said (the audio library's own complaints on stderr
are kept off the screen while the device is opened and closed).

For tests and for people without speakers, ``BASIC_AUDIO`` chooses the
device: ``none`` (no device), ``null`` (miniaudio's null device, which plays
in real time to nowhere); ``BASIC_AUDIO_CAPTURE=FILE`` also writes what the
device took to a WAV file, to hear or inspect.
"""
from __future__ import annotations

import os
import sys
import threading
import time
from array import array
from contextlib import contextmanager
from typing import Any, Callable, Generator, Iterator, Optional

from ..core.sound import RATE, SAMPLE_BYTES, SoundSink, SoundTee, WavWriter
from .options import RunOptions
from .runner import EXIT_USAGE

#: the device's own buffer, in milliseconds
DEVICE_BUFFER_MS = 40
#: at most this much sound waits to be played (seconds); more is dropped
MAX_QUEUED = 0.15
#: silence put ahead of the first samples, so the first frames' jitter is not heard
LEAD = 0.04

AUDIO_ENV = "BASIC_AUDIO"
CAPTURE_ENV = "BASIC_AUDIO_CAPTURE"


class LiveSound:
    """A sink that plays on the audio device (see the module docstring).
    ``speed``: the run's ``--speed`` factor (None: ``max``)."""

    def __init__(self, device: Any, speed: Optional[float] = 1.0,
                 capture: Optional[WavWriter] = None) -> None:
        self.device = device
        self.speed = speed
        self.capture = capture
        self._lock = threading.Lock()
        self._queue = bytearray(SAMPLE_BYTES * int(LEAD * RATE))
        self._phase = 0.0                  # where resampling has got to
        self._max = SAMPLE_BYTES * int(MAX_QUEUED * RATE)
        self.taken = 0                     # samples the device has taken (played or silence)

    # -- the machine's side --------------------------------------------------------------
    def play(self, samples: bytes) -> None:
        if self.speed is not None and self.speed != 1.0:
            samples = self._stretch(samples, self.speed)
        with self._lock:
            if len(self._queue) + len(samples) > self._max and not samples.strip(b"\0"):
                return                     # too far ahead, and silence: drop it first
            self._queue += samples
            extra = len(self._queue) - self._max
            if extra > 0:                  # too far ahead of the device: drop the oldest
                del self._queue[:extra + extra % SAMPLE_BYTES]

    def _stretch(self, samples: bytes, speed: float) -> bytes:
        """``samples`` at ``speed`` times their pace (nearest sample)."""
        data = array("h", samples)
        out = array("h")
        pos = self._phase
        n = len(data)
        while pos < n:
            out.append(data[int(pos)])
            pos += speed
        self._phase = pos - n
        return out.tobytes()

    # -- the device's side ----------------------------------------------------------------
    def take(self, frames: int) -> bytes:
        """``frames`` samples for the device: what is queued, then silence."""
        want = frames * SAMPLE_BYTES
        with self._lock:
            data = bytes(self._queue[:want])
            del self._queue[:want]
        if len(data) < want:
            data += bytes(want - len(data))
        self.taken += frames
        if self.capture is not None:
            self.capture.play(data)
        return data

    def generator(self) -> Generator[bytes, int, None]:
        """What the device plays: it sends how many samples it wants."""
        frames = yield b""
        while True:
            frames = yield self.take(frames)

    def close(self) -> None:
        """Let what is queued play out (at most :data:`MAX_QUEUED` and a
        little), then let the device go."""
        device, self.device = self.device, None
        deadline = time.monotonic() + MAX_QUEUED + LEAD + 0.05
        while device is not None and time.monotonic() < deadline:
            with self._lock:
                if not bytes(self._queue).strip(b"\0"):
                    break
            time.sleep(0.01)
        if device is not None:
            with _quiet_stderr():
                try:
                    device.close()
                except Exception:
                    pass
        if self.capture is not None:
            self.capture.close()
            self.capture = None


def open_live(speed: Optional[float] = 1.0) -> Optional[LiveSound]:
    """The audio device as a sink, or None (no library, no device: silence)."""
    choice = os.environ.get(AUDIO_ENV, "").strip().lower()
    if choice == "none":
        return None
    try:
        import miniaudio
    except Exception:                       # not installed, or its library would not load
        return None
    backends = [miniaudio.Backend.NULL] if choice == "null" else [
        b for b in (getattr(miniaudio.Backend, name, None)
                    for name in ("WASAPI", "DSOUND", "WINMM", "COREAUDIO", "PULSEAUDIO",
                                 "ALSA", "JACK", "SNDIO", "AUDIO4", "OSS"))
        if b is not None]
    capture: Optional[WavWriter] = None
    with _quiet_stderr():
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                sample_rate=RATE, buffersize_msec=DEVICE_BUFFER_MS, backends=backends,
                app_name="basic")
            path = os.environ.get(CAPTURE_ENV)
            capture = WavWriter(path) if path else None
            live = LiveSound(device, speed, capture)
            gen = live.generator()
            next(gen)
            device.start(gen)
        except Exception:                   # no device, or it would not start
            if capture is not None:
                capture.close()
            return None
    return live


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Keep what a C library writes on file descriptor 2 (ALSA's complaints
    about a missing sound card) off the user's terminal."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 2)
        os.close(null)
    except OSError:
        os.close(saved)
        yield
        return
    try:
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class RunSound:
    """The sinks of one run (see the module docstring): ``wav`` a path for
    ``--wav`` (OSError if it cannot be written), ``live`` whether to play
    on the audio device, ``speed`` the run's pace (None: ``max``)."""

    def __init__(self, wav: Optional[str] = None, live: bool = False,
                 speed: Optional[float] = 1.0) -> None:
        self.tee = SoundTee()
        self.wav: Optional[WavWriter] = WavWriter(wav) if wav else None
        if self.wav is not None:
            self.tee.add(self.wav)
        self.live: Optional[LiveSound] = open_live(speed) if live else None
        if self.live is not None:
            self.tee.add(self.live)

    @property
    def sink(self) -> Optional[SoundSink]:
        """What the host hands the machine: None when nobody listens."""
        sinks = self.tee.sinks
        if not sinks:
            return None
        return sinks[0] if len(sinks) == 1 else self.tee

    def record(self, path: str) -> WavWriter:
        """Start writing a WAV file (the REPL's WAV), ending any before it."""
        self.stop_recording()
        self.wav = WavWriter(path)
        self.tee.add(self.wav)
        return self.wav

    def stop_recording(self) -> Optional[WavWriter]:
        wav, self.wav = self.wav, None
        if wav is not None:
            self.tee.remove(wav)
            wav.close()
        return wav

    def close(self) -> None:
        self.tee.close()
        self.wav = None
        self.live = None


def run_sound(options: RunOptions, live: bool, speed: Optional[float]) -> Optional[RunSound]:
    """The sound of a ``basic run`` (``--wav``, and the audio device when
    the run has a display, ``live``, and not ``--mute``), or None after
    saying on stderr why the WAV file cannot be written."""
    try:
        return RunSound(options.wav, live and not options.mute, speed)
    except OSError as exc:
        print(f"basic: cannot write {options.wav}: {exc.strerror or exc}", file=sys.stderr)
        return None


def with_run_sound(options: RunOptions, live: bool, speed: Optional[float],
                   run: Callable[[RunSound], int]) -> int:
    """``run`` with the run's sound (:func:`run_sound`), closed however it
    ends; the usage exit status when the WAV file cannot be written."""
    sound = run_sound(options, live, speed)
    if sound is None:
        return EXIT_USAGE
    try:
        return run(sound)
    finally:
        sound.close()
