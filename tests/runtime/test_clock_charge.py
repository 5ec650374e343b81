"""Clock.charge_quietly: a statement's cycles charged as the run loop charges
them, when that ends no frame or only a quiet one; else nothing charged.

The run loop (``Interpreter._execute``) subtracts a statement's cost and,
when the budget goes below zero, passes a frame quietly (``frames`` on by
one, a frame's cycles added, no ``on_frame``) while ``frames + 1`` is below
``quiet_until`` and neither a wall clock nor an interrupt is waiting; any
other frame goes to :meth:`Clock.tick`.  A statement that runs itself again
(an empty FOR-NEXT loop) charges its passes with ``charge_quietly`` and must
leave the clock exactly as the run loop would."""
from __future__ import annotations

import random

from basic.core.clock import Clock


def _run_loop_charge(clock: Clock, cycles: int) -> bool:
    """The run loop's rule for one statement; False where it would call tick()."""
    clock.budget -= cycles
    if clock.budget < 0:
        if (clock.frames + 1 < clock.quiet_until and clock.realtime is None
                and clock.interrupt is None):
            clock.frames += 1
            clock.budget += clock.cycles_per_frame
            if clock.budget >= 0:
                return True
        return False
    return True


def _state(clock: Clock) -> tuple[int, int, int]:
    return clock.budget, clock.frames, clock.ticks


def test_it_charges_as_the_run_loop_or_leaves_the_clock_alone() -> None:
    rng = random.Random(7)
    for _ in range(20000):
        frames_cost = rng.choice([69888, 1000, 20000])
        a, b = Clock(frames_cost), Clock(frames_cost)
        for c in (a, b):
            c.budget = rng.randint(-50, frames_cost)
            c.frames = rng.randint(0, 50)
            c.quiet_until = rng.choice([0, c.frames, c.frames + 1, c.frames + 2, 10 ** 9])
            if rng.random() < 0.1:
                c.interrupt = KeyboardInterrupt()
        b.budget, b.frames, b.quiet_until, b.interrupt = a.budget, a.frames, a.quiet_until, a.interrupt
        cycles = rng.randint(1, frames_cost - 1)
        before = _state(a)
        charged = a.charge_quietly(cycles)
        if _run_loop_charge(b, cycles):
            assert charged and _state(a) == _state(b)
        else:
            assert not charged and _state(a) == before


def test_a_wall_clock_is_never_passed_quietly() -> None:
    c = Clock(1000)
    c.quiet_until = 10 ** 9
    c.realtime = lambda: 0
    c.budget = 10
    assert c.charge_quietly(5) and c.budget == 5
    assert not c.charge_quietly(6) and c.budget == 5 and c.frames == 0


def test_quiet_frames_pass_without_the_frame_hook() -> None:
    heard = []
    c = Clock(1000, on_frame=lambda: heard.append(1))
    c.quiet_until = 3
    passes = 0
    while c.charge_quietly(300):
        passes += 1
    # frames 1 and 2 pass quietly; the third must be taken by tick()
    assert (passes, c.frames, heard) == (10, 2, [])
    assert c.budget == 3 * 1000 - 10 * 300          # the eleventh pass is left to the run loop
