"""Ctrl-C in a live terminal (tmux) for the ZX80, ZX81 and C64: the program
stops with its machine's BREAK report, and the terminal is put back exactly
as it was (``stty -a`` before and after)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from dialect_tmux import LISTINGS, exit_status, restored, start
from tmux_driver import TMUX

pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed")

ZX81_LOOP = """# dialect: zx81
5 LET N=0
10 PRINT AT 0,0;"COUNTING ";N
20 LET N=N+1
30 GOTO 10
"""


@pytest.mark.parametrize("dialect,listing,ready,report", [
    # waiting in INPUT (line 360) for a shot
    ("zx80", LISTINGS / "battleship.bas", "F I R E   1", r"D/360"),
    # running flat out
    ("zx81", None, "C O U N T I N G", r"D/(10|20|30)\n"),
    # polling the keyboard with GET (line 5010)
    ("c64", LISTINGS / "squares.bas", "WHICH SQUARE", r"BREAK IN 5010"),
])
def test_ctrl_c_breaks_and_restores_the_terminal(tmp_path: Path, dialect: str,
                                                 listing: Path | None, ready: str,
                                                 report: str) -> None:
    if listing is None:
        listing = tmp_path / "loop.bas"
        listing.write_text(ZX81_LOOP)
    with start(tmp_path, ["run", str(listing), "--speed", "max"], 80, 30) as tm:
        tm.wait_for(ready, timeout=20)
        tm.send("C-c")
        assert exit_status(tm) == 1
        printed = tm.capture(history=True)
        assert re.search(report, printed), printed
        assert "Traceback" not in printed
    assert restored(tmp_path)


def test_escape_is_run_stop_on_the_c64(tmp_path: Path) -> None:
    with start(tmp_path, ["run", str(LISTINGS / "squares.bas"), "--speed", "max"],
               80, 30) as tm:
        tm.wait_for("WHICH SQUARE", timeout=20)
        tm.send("Escape")
        assert exit_status(tm) == 1
        assert "BREAK IN 5010" in tm.capture(history=True)
    assert restored(tmp_path)
