"""Keeping machine time in step with the wall clock.

``--speed authentic`` (the default for live runs): the interpreter's virtual
clock already charges every statement what the ROM would have spent on it, so
running at the real machine's speed only needs a sleep whenever machine time
(frames) gets ahead of wall time.  ``--speed N`` runs N times as fast (0.5 is
half speed).  ``--speed max`` never sleeps; FRAMES, PAUSE and FLASH then
follow the wall clock (:attr:`basic.core.clock.Clock.realtime`).

When the host computer cannot keep up, the machine simply runs late; it is
never made to sprint afterwards to catch up (at most ``MAX_LAG`` seconds of
lateness are made up).

A machine's frames need not be the Spectrum's 50 a second: the C64 counts
60 jiffies a second, so a :class:`Pacer` is made with the machine's
``frame_rate`` (basic.core.face).
"""
from __future__ import annotations

import time
from typing import Callable, Optional

FRAME_RATE = 50.0
MAX_LAG = 0.1


def parse_speed(text: Optional[str]) -> Optional[float]:
    """``'authentic'`` -> 1.0, ``'max'`` -> None, ``'2.5'`` -> 2.5.
    Raises ValueError for anything else."""
    if text is None or text == "authentic":
        return 1.0
    if text == "max":
        return None
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0 or value != value or value == float("inf"):
        raise ValueError(f"--speed must be authentic, max or a positive number, not {text!r}")
    return value


class Pacer:
    """Sleeps so that machine frame ``n`` happens no earlier than ``n /
    frame_rate / speed`` seconds after :meth:`start`.  ``speed`` None: never
    sleep."""

    def __init__(self, speed: Optional[float],
                 now: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep,
                 frame_rate: float = FRAME_RATE) -> None:
        self.speed = speed
        self.frame_rate = frame_rate
        self._now = now
        self._sleep = sleep
        self._t0 = now()
        self._last_frames = 0
        self.slept = 0.0

    @property
    def rate(self) -> float:
        return self.frame_rate * (self.speed or 1.0)

    def start(self, frames: int = 0) -> None:
        """Frame ``frames`` is now (RUN, or after a pause of the display)."""
        self._t0 = self._now() - frames / self.rate
        self._last_frames = frames

    def realtime(self) -> int:
        """The frame number the wall clock says it is (for ``--speed max``)."""
        return int((self._now() - self._t0) * self.frame_rate)

    def pace(self, frames: int) -> None:
        """Machine time has reached ``frames``: wait until the wall clock has too."""
        if self.speed is None:
            return
        if frames < self._last_frames:          # the clock was reset (RUN, CLEAR)
            self.start(frames)
            return
        self._last_frames = frames
        target = self._t0 + frames / self.rate
        now = self._now()
        ahead = target - now
        if ahead > 0:
            self._sleep(ahead)
            self.slept += ahead
        elif -ahead > MAX_LAG:
            self._t0 += -ahead - MAX_LAG        # running late: do not sprint later
