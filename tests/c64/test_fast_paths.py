"""Issue 30's fast paths of the C64 tier that change no result: what
they skip is visible only in the code or the frames they leave."""
from __future__ import annotations

import io

from basic.dialects.c64.compiler import CbmCompiler
from tests.c64.test_codegen import run_stream


def _machine(source: str, hot: int = 0):
    saved = CbmCompiler.HOT
    CbmCompiler.HOT = hot
    try:
        _, _, machine = run_stream(source, io.StringIO(""), io.StringIO(), max_frames=500000)
    finally:
        CbmCompiler.HOT = saved
    return machine


def test_a_variable_stored_in_another_is_not_rounded_again() -> None:
    """A float variable or element already holds a 5-byte value: LET of it
    keeps it (no round_); a formula is rounded."""
    machine = _machine("10 B=1/3:DIM M(3)\n20 A=B:M(1)=B:C=M(1):D=B+0\n")
    stores = [b.rsplit("\n", 1)[1] for b in machine.store.codegen._cache]
    assert [s.endswith("= _v") for s in stores] == [False, True, True, True, False]
    assert all("_round(_v)" in s for s in stores if not s.endswith("= _v"))
    assert machine.store.vars.snapshot() == _machine("10 B=1/3:DIM M(3)\n20 A=B:M(1)=B:C=M(1):D=B+0\n",
                                                     hot=10 ** 9).store.vars.snapshot()


def test_for_frames_know_whether_next_may_count_in_whole_numbers() -> None:
    frames = _machine("10 FOR I=1 TO 5:FOR J=0 TO 9 STEP 2:FOR K=1 TO 2.5\n20 END\n").store.stack.frames
    assert [f.whole for f in frames] == [True, True, False]
