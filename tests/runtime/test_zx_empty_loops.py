"""An empty FOR-NEXT loop runs its passes inside NEXT, and nothing shows it.

NEXT of a loop whose body is empty goes back to itself; its passes then run
in the NEXT closure (``SinclairCompiler.stmt_Next``), each charged to the
clock as the run loop charges a statement, frames passing quietly through
``Clock.charge_quietly`` (issue 30).  Each program here is run with that on
and off (``SPIN_EMPTY_LOOPS``), and the screen, report, variables, frames,
the budget left in the frame and where a stopped run would go on must be the
same: with frames that pass quietly, with frames someone listens to (keys
held and read by INKEY$, FRAMES read), and with runs cut short by
``--frames`` at many points.  Counts run in small integers, in whole floats
past 65535 and through zero, and in fractions (the full pass)."""
from __future__ import annotations

from typing import Any

import pytest

from basic.dialects.sinclair.compiler import SinclairCompiler
from tests.runtime.zx_runs import run_with

LOOPS = """10 FOR i=1 TO 700: NEXT i
20 FOR j=65530 TO 65700 STEP 7: NEXT j
30 FOR k=-300 TO 300 STEP 3: NEXT k
40 LET s=65536: FOR m=s TO s-1000 STEP -9: NEXT m
50 FOR n=2147483000 TO 2147483700 STEP 50: NEXT n
60 FOR f=0 TO 20 STEP 0.1: NEXT f
70 FOR z=-65536+1 TO -65536+40: NEXT z
80 LET t=PEEK 23672+256*PEEK 23673: PRINT i;" ";j;" ";k;" ";m;" ";n;" ";f;" ";z;" ";t
"""

#: an empty loop between reads of the keyboard and of FRAMES
LISTENING = """10 LET c=0
20 FOR i=1 TO 40: NEXT i
30 LET c=c+1: IF INKEY$="" THEN GO TO 20
40 PRINT c;" ";PEEK 23672: IF c<30 THEN GO TO 20
"""


def _run(text: str, spin: bool, frames: int = 100000, dialect: str = "spectrum",
         keys: tuple[str, ...] = ()) -> tuple[Any, ...]:
    """A headless run with the spin on or off (tests/runtime/zx_runs.py)."""
    return run_with(text, "SPIN_EMPTY_LOOPS", spin, frames, dialect, keys)


def test_empty_loops_give_the_same_run() -> None:
    spun = _run(LOOPS, True)
    assert spun == _run(LOOPS, False)
    assert spun[0]["report"].startswith("0 OK")


@pytest.mark.parametrize("frames", [1, 2, 5, 13, 40, 77, 150])
def test_a_run_cut_short_stops_at_the_same_pass(frames: int) -> None:
    spun = _run(LOOPS, True, frames)
    assert spun[1] == "frames-limit"
    assert spun == _run(LOOPS, False, frames)


def test_frames_someone_listens_to_are_taken_at_the_same_pass() -> None:
    keys = ("20:A:3,60:B:5,+7:C:2,200:D:30",)
    spun = _run(LISTENING, True, keys=keys)
    assert spun == _run(LISTENING, False, keys=keys)
    assert spun[1] == "inkey-wait"          # the keys ran out, INKEY$ waits
    assert "24 205" in spun[0]["rows"][0]


def test_zx81_empty_loops_give_the_same_run() -> None:
    text = "10 FOR I=1 TO 300\n20 NEXT I\n30 FOR J=65530 TO 65600\n40 NEXT J\n50 PRINT I;J\n"
    spun = _run(text, True, dialect="zx81")
    assert spun == _run(text, False, dialect="zx81")
    for frames in (3, 11):
        assert _run(text, True, frames, "zx81") == _run(text, False, frames, "zx81")


def test_the_passes_run_inside_next(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the spin on, the run loop calls the empty loop's NEXT about once
    a frame someone hears about, not once a pass."""
    calls = []
    real = SinclairCompiler.stmt_Next

    def counted(self: SinclairCompiler, node: Any, idx: int) -> Any:
        inner = real(self, node, idx)

        def next_() -> Any:
            calls.append(idx)
            return inner()
        return next_
    monkeypatch.setattr(SinclairCompiler, "stmt_Next", counted)
    _run("10 FOR i=1 TO 3000: NEXT i\n", True)
    assert 0 < len(calls) < 30
    calls.clear()
    _run("10 FOR i=1 TO 3000: NEXT i\n", False)
    assert len(calls) == 3000
