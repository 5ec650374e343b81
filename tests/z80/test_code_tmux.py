"""A routine that never returns, in a live terminal (tmux): the screen goes on
being drawn (what the routine writes shows), Ctrl-C stops it with the
machine's BREAK report, and the terminal is put back as it was."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from dialect_tmux import exit_status, restored, start


#: a routine counting in the top left corner of the screen for ever (the
#: Spectrum's: interrupts on, so the ROM's IM 1 routine runs too)
SPECTRUM = """10 FOR i=0 TO 7: READ a: POKE 32000+i,a: NEXT i
20 DATA 33,0,64,52,24,253,0,0
30 PRINT AT 10,0;"RUNNING": RANDOMIZE USR 32000
"""
ZX81 = """# dialect: zx81
1 REM XXXXXXXX
10 LET A$="2A0C40233418FD"
20 FOR I=1 TO 13 STEP 2
30 POKE 16514+(I-1)/2,16*CODE A$(I)+CODE A$(I+1)-476
40 NEXT I
50 PRINT AT 10,0;"RUNNING"
60 RAND USR 16514
"""


@pytest.mark.parametrize("dialect,listing,report", [
    ("spectrum", SPECTRUM, r"L BREAK into program, 30:2"),
    ("zx81", ZX81, r"D/60"),
])
def test_ctrl_c_breaks_a_routine_that_never_returns(tmp_path: Path, dialect: str, listing: str,
                                                    report: str) -> None:
    path = tmp_path / "loop.bas"
    path.write_text(listing)
    with start(tmp_path, ["run", str(path), "--speed", "authentic"], 80, 30) as tm:
        tm.wait_for("R U N N I N G", timeout=20)
        first = tm.capture()
        tm.wait_for(lambda screen: screen != first, timeout=10)   # the routine's counting
        tm.send("C-c")
        assert exit_status(tm) == 1
        printed = tm.capture(history=True)
        assert re.search(report, printed), printed
        assert "Traceback" not in printed and "internal error" not in printed
    assert restored(tmp_path)
