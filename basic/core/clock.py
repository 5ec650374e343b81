"""The machine's sense of time: 50 Hz frames.

Every statement costs an estimated number of machine cycles (T-states on a
Spectrum); the interpreter subtracts that cost from ``budget`` and calls
:meth:`Clock.tick` when it runs out, about once per frame of machine time.

Who decides how many frames have passed:

* by default the frames are *virtual*: one per ``cycles_per_frame`` of work,
  so a headless run is deterministic and never looks at the wall clock (a live
  front-end that wants the machine's own pace sleeps in its frame hook);
* with ``realtime`` set (a function giving the real frame number, for a live
  run at full speed) FRAMES and PAUSE follow the wall clock instead, however
  fast the program runs.

``ticks`` counts the frames of machine time that work and waits have taken,
whoever decides ``frames``, and is never reset: with the budget it is the
machine's own time (the cycles its sound chips are stamped with,
basic/core/sound.py), the same in a headless run and at ``--speed max``.
"""
from __future__ import annotations

import time
from typing import Callable, Optional


class Clock:
    """Frames since RUN.  ``on_frame`` is called at every frame boundary seen."""

    def __init__(self, cycles_per_frame: int, on_frame: Callable[[], None] | None = None) -> None:
        self.cycles_per_frame = cycles_per_frame
        self.budget = cycles_per_frame
        self.frames = 0
        self._ticks_ahead = 0       # ticks - frames (see ticks)
        self.on_frame = on_frame or (lambda: None)
        self.realtime: Optional[Callable[[], int]] = None
        #: an exception a frame hook wants raised in the running program (BREAK):
        #: raised by :meth:`tick`, i.e. between statements, never inside a wait
        self.interrupt: Optional[BaseException] = None
        #: frames before this one pass without calling ``on_frame`` (the
        #: machine sets it when nobody needs to hear about frames for a while;
        #: reading the keyboard sets it back to 0)
        self.quiet_until = 0

    def tick(self) -> None:
        """The budget ran out: a frame's worth of work has been done."""
        while self.budget < 0:
            self.budget += self.cycles_per_frame
            if self.realtime is None:
                self.frames += 1
                if self.frames < self.quiet_until:
                    continue
            else:
                self._follow(max(self.frames, self.realtime()))
            self.on_frame()
        if self.interrupt is not None:
            self.raise_interrupt()

    def charge_quietly(self, cycles: int) -> bool:
        """Charge a statement's ``cycles`` as the run loop does when that
        ends no frame, or only a quiet one (which passes here as in
        :meth:`tick`, without ``on_frame``); else charge nothing and return
        False, and the run loop charges them and takes the frame.  For a
        statement that runs itself again (an empty FOR-NEXT loop)."""
        budget = self.budget - cycles
        if budget < 0:
            if (self.frames + 1 >= self.quiet_until or self.realtime is not None
                    or self.interrupt is not None):
                return False
            budget += self.cycles_per_frame
            if budget < 0:
                return False
            self.frames += 1
        self.budget = budget
        return True

    def raise_interrupt(self) -> None:
        """Raise a pending interrupt (see :attr:`interrupt`), if any."""
        if self.interrupt is not None:
            exc, self.interrupt = self.interrupt, None
            raise exc

    def next_frame(self) -> None:
        """Wait for the next frame boundary: what a program does while it
        waits for a key or pauses."""
        self.budget = self.cycles_per_frame
        if self.realtime is None:
            self.frames += 1
        else:
            target = self.frames + 1
            while self.realtime() < target:
                time.sleep(0.004)
            self._follow(max(target, self.realtime()))
        self.on_frame()

    @property
    def ticks(self) -> int:
        """Frames of machine time that work and waits have taken since the
        clock was made (RUN does not reset them; at ``--speed max`` one a
        frame's work, however far ``frames`` follows the wall clock).  Kept
        as an offset from ``frames``, so the run loop pays nothing for it."""
        return self.frames + self._ticks_ahead

    def _follow(self, frames: int) -> None:
        """``frames`` jumps to the wall clock's frame; ``ticks`` goes on by one."""
        self._ticks_ahead += self.frames + 1 - frames
        self.frames = frames

    def spend(self, cycles: int) -> None:
        """Charge work that is not a statement (e.g. BEEP's duration)."""
        self.budget -= cycles
        if self.budget < 0:
            self.tick()

    def reset(self) -> None:
        """RUN: frame 0 starts now."""
        self._ticks_ahead += self.frames
        self.frames = 0
        self.budget = self.cycles_per_frame
