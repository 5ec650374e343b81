"""An empty FOR/NEXT loop counts on inside its NEXT (CbmCompiler.stmt_Next).

A NEXT whose loop goes back to the NEXT itself (``FOR I=1 TO 500:NEXT``)
runs its passes in one call, charging each to the clock as the run loop
would, while the frames pass quietly.  Every case runs with that and
without it (``EMPTY_LOOPS = False``: every pass from the run loop), quietly
and with a frame watcher (every jiffy taken in full), and what the program
prints, how it ends, its variables, its stack, TI and the machine time must
agree."""
from __future__ import annotations

from typing import Any

import pytest

from basic.dialects.c64.compiler import CbmCompiler

from .helpers import RecordingHost, as_text, run
from .test_quiet_jiffies import EveryJiffy


def _run(listing: str, counting: bool, watched: bool, keys: tuple[str, ...] = (),
         max_frames: int = 100000) -> tuple[Any, ...]:
    saved = CbmCompiler.EMPTY_LOOPS
    CbmCompiler.EMPTY_LOOPS = counting
    try:
        host = RecordingHost(keys=keys, max_frames=max_frames)
        if watched:
            host.watch(EveryJiffy())
        report, machine, host, reason = run(listing, host=host)
    finally:
        CbmCompiler.EMPTY_LOOPS = saved
    store = machine.store
    where = None if report is None else (report.code, report.line, report.stmt, report.resume)
    return (where, reason, as_text(host.codes), machine.cycles(), machine.jiffies(),
            machine.clock.frames, machine.clock.budget, store.vars.snapshot(),
            [(type(f).__name__, vars(f) if hasattr(f, "__dict__") else repr(f))
             for f in store.stack.frames], store.stack.used, machine.interp.stopped_at,
            bytes(machine.memory.data[:1024]))


def _same(listing: str, keys: tuple[str, ...] = (), max_frames: int = 100000) -> str:
    for watched in (False, True):
        counted = _run(listing, True, watched, keys, max_frames)
        assert counted == _run(listing, False, watched, keys, max_frames)
    return counted[2]


LOOPS = [
    "10 FOR I=1 TO 20000:NEXT\n20 PRINT I;TI",
    "10 FOR I=1 TO 20000:NEXT I\n20 PRINT I;TI$",
    "10 FOR I=10000 TO 1 STEP -1:NEXT\n20 PRINT I;TI",
    "10 FOR I=1 TO 3000 STEP .5:NEXT\n20 PRINT I;TI",          # not whole: each pass cbm's
    "10 FOR I=.5 TO 3000:NEXT\n20 PRINT I;TI",
    "10 FOR I=1 TO 9000 STEP 7:NEXT\n20 PRINT I;TI",
    "10 FOR I=2147480000 TO 2147490000:NEXT\n20 PRINT I;TI",   # past 2^31
    "10 FOR I=-2147480000 TO -2147490000 STEP -1:NEXT\n20 PRINT I;TI",
    "10 FOR I=2147483000 TO 2147483647:NEXT\n20 PRINT I",
    "10 FOR I=1 TO 0:NEXT\n20 PRINT I",                       # once, as V2 does
    "10 FOR I=1 TO 1:NEXT\n20 PRINT I",
    "10 FOR I=1 TO 2:NEXT\n20 PRINT I",
    "10 FOR I=1 TO 5 STEP 0:NEXT\n20 PRINT I",
    "10 FOR J=1 TO 3:FOR I=1 TO 2000:NEXT I,J\n20 PRINT I;J;TI",
    "10 FOR J=1 TO 3:FOR I=1 TO 2000:NEXT:NEXT\n20 PRINT I;J;TI",
    "10 FOR I=1 TO 5000:NEXT:FOR I=1 TO 5000:NEXT\n20 PRINT I;TI",
    "10 T=TI:FOR I=1 TO 12345:NEXT:PRINT TI-T;PEEK(160);PEEK(161);PEEK(162)",
    "10 GOSUB 100:PRINT I;TI:END\n100 FOR I=1 TO 5000:NEXT:RETURN",
    "10 FOR J=1 TO 4:GOSUB 100:NEXT J:PRINT I;J;TI:END\n100 FOR I=1 TO 777:NEXT:RETURN",
    "10 FOR I=1 TO 3000:NEXT J",                              # NEXT WITHOUT FOR
    "10 FOR I%=1 TO 10:NEXT",                                 # a syntax error
    "10 FOR I=1 TO 30000:NEXT:POKE 53280,2:FOR I=1 TO 30000:NEXT\n20 PRINT TI",
    "10 FOR I=1 TO 4000:NEXT:PRINT RND(0)",
    "10 FOR I=1 TO 4000:NEXT:GET K$:FOR I=1 TO 4000:NEXT:PRINT TI",
    "10 TI$=\"235958\":FOR I=1 TO 20000:NEXT:PRINT TI;TI$",
]


@pytest.mark.parametrize("listing", LOOPS)
def test_an_empty_loop_changes_nothing_a_program_sees(listing: str) -> None:
    _same(listing)


@pytest.mark.parametrize("count", [3, 17, 255, 1000, 1001, 4321])
def test_every_length_of_loop(count: int) -> None:
    assert _same(f"10 FOR I=1 TO {count}:NEXT\n20 PRINT I;TI\n30 FOR I=-7 TO {count}:NEXT\n"
                 f"40 PRINT I;TI").strip()


def test_break_in_an_empty_loop() -> None:
    """RUN/STOP stops the loop at the same pass, and CONT's position is the same."""
    listing = "10 FOR I=1 TO 1000000:NEXT\n20 PRINT I"
    counted = _run(listing, True, False, keys=("10:BREAK",))
    assert counted[0][0] == "BREAK"
    assert counted == _run(listing, False, False, keys=("10:BREAK",))
    _same(listing, keys=("10:BREAK",))


def test_a_run_cut_short_in_an_empty_loop() -> None:
    """``--frames``: the run stops at the same frame, at the same pass."""
    listing = "10 FOR I=1 TO 1000000:NEXT\n20 PRINT I"
    counted = _run(listing, True, False, max_frames=30)
    assert counted[0] is None and counted[1] != "ended"
    _same(listing, max_frames=30)


def test_the_passes_run_inside_next() -> None:
    """The point of it: the run loop calls the NEXT about once a frame, not
    once a pass."""
    calls = [0]
    make = CbmCompiler.stmt_Next

    def counted_next(self: CbmCompiler, node: Any, idx: int) -> Any:
        next_ = make(self, node, idx)

        def wrapped() -> Any:
            calls[0] += 1
            return next_()
        return wrapped
    listing = "10 FOR I=1 TO 20000:NEXT\n20 PRINT I"
    CbmCompiler.stmt_Next = counted_next          # type: ignore[method-assign]
    try:
        for counting in (False, True):
            calls[0] = 0
            _run(listing, counting, False)
            if counting:
                assert calls[0] < 20
            else:
                assert calls[0] == 20000
    finally:
        CbmCompiler.stmt_Next = make              # type: ignore[method-assign]


def test_an_empty_loop_in_a_direct_command() -> None:
    """Typed without a line number (the statements laid out after the
    program): the same output, machine time and variables."""
    from basic.core.interpreter import Interpreter
    from basic.dialects import get_dialect

    def direct(counting: bool) -> tuple[Any, ...]:
        saved = CbmCompiler.EMPTY_LOOPS
        CbmCompiler.EMPTY_LOOPS = counting
        try:
            dialect = get_dialect("c64")
            host = RecordingHost()
            machine = dialect.make_machine(host=host)
            interp = Interpreter(dialect, machine)
            interp.set_program(dialect.parse_listing("10 PRINT 1\n").program)
            report = interp.run_direct(dialect.parse_line("FOR I=1 TO 30000:NEXT:PRINT I;TI"))
        finally:
            CbmCompiler.EMPTY_LOOPS = saved
        return (report.code, as_text(host.codes), machine.cycles(), machine.jiffies(),
                machine.clock.frames, machine.clock.budget, machine.store.vars.snapshot())
    counted = direct(True)
    assert counted == direct(False)
    assert counted[1].startswith(" 30001 ")
