"""Every way a headless run stops, reached after a long busy stretch, in every
dialect: the run must stop for its own reason soon after the wait begins,
never run on to the frame limit.

A busy stretch (a loop of a few hundred frames that never reads the keyboard)
is where the Spectrum's quiet-frames shortcut stops calling the host, and an
INPUT entered while a key event is still pending is where a wait used to go
unreported; both are covered for each dialect that has the wait.  The
Spectrum's own answers for these stops are ROM goldens too
(tests/golden/zx/control/*after_busy*, input/wait_after_*, inkey/wait_after_*).
"""
from __future__ import annotations

from typing import Any

import pytest

from basic.core.errors import StopRun
from basic.core.host import HeadlessHost
from basic.dialects import get_dialect
from basic.frontends.headless import run_source
from basic.frontends.runner import load_listing

LIMIT = 4000        # frames: far beyond every busy stretch below
IDLE = 50           # the idle rule's frames (the default)

#: dialect -> (a busy stretch of well over ten frames, the line number after it)
BUSY = {
    "spectrum": "10 FOR i=1 TO 1500: NEXT i\n",
    "zx81": "10 FOR I=1 TO 400\n15 NEXT I\n",
    "zx80": "10 FOR I=1 TO 400\n15 NEXT I\n",
    "c64": "10 FOR I=1 TO 2500:NEXT\n",
}

#: (dialect, stop reason, what follows the busy stretch, key script)
CASES = [
    ("spectrum", "ended", '20 PRINT "done"\n', []),
    ("spectrum", "inkey-wait", '20 IF INKEY$="" THEN GO TO 20\n', []),
    ("spectrum", "pause-wait", "20 PAUSE 0\n", []),
    ("spectrum", "pause-wait", '20 PRINT #0;"lower": PRINT #1;"line": PAUSE 0\n', []),
    ("spectrum", "pause-wait", '20 PAPER 1: INK 7: BORDER 5: CLS: PRINT "Press": PAUSE 0\n', []),
    ("spectrum", "input-wait", "20 INPUT a$\n", []),
    ("spectrum", "input-wait", '20 INPUT "Give me a word: ";a$\n', ["?Give me a word:NONE:2"]),
    ("spectrum", "input-wait", '20 INPUT "Word? ";a$\n', ["wait:c,wait:a"]),
    ("spectrum", "tape", '20 SAVE "x"\n', []),
    ("spectrum", "frames-limit", "20 GO TO 20\n", []),
    ("zx81", "ended", '20 PRINT "DONE"\n', []),
    ("zx81", "inkey-wait", '20 IF INKEY$="" THEN GOTO 20\n', []),
    ("zx81", "pause-wait", "20 PAUSE 40000\n", []),
    ("zx81", "input-wait", "20 INPUT A$\n", []),
    ("zx81", "input-wait", '20 PRINT "WORD"\n25 INPUT A$\n', ["?WORD:NONE:2"]),
    ("zx81", "input-wait", "20 INPUT A$\n", ["wait:C,wait:A"]),
    ("zx81", "tape", '20 SAVE "X"\n', []),
    ("zx81", "frames-limit", "20 GOTO 20\n", []),
    ("zx80", "ended", '20 PRINT "DONE"\n', []),
    ("zx80", "input-wait", "20 INPUT A$\n", []),
    ("zx80", "input-wait", '20 PRINT "WORD"\n25 INPUT A$\n', ["?WORD:NONE:2"]),
    ("zx80", "tape", "20 SAVE\n", []),
    ("zx80", "frames-limit", "20 GO TO 20\n", []),
    ("c64", "ended", '20 PRINT "DONE"\n', []),
    ("c64", "inkey-wait", '20 GET A$:IF A$="" THEN 20\n', []),
    ("c64", "key-wait", "20 WAIT 198,1\n", []),
    ("c64", "input-wait", "20 INPUT A$\n", []),
    ("c64", "input-wait", '20 PRINT "WORD"\n25 INPUT A$\n', ["?WORD:NONE:2"]),
    ("c64", "input-wait", "20 INPUT A$\n", ["wait:C,wait:A"]),
    ("c64", "frames-limit", "20 GOTO 20\n", []),
]


def _busy_frames(dialect: str) -> int:
    """The frames the busy stretch alone takes."""
    return run_source(BUSY[dialect], dialect=dialect, frames=LIMIT)["frames"]


@pytest.mark.parametrize("dialect,reason,tail,keys", CASES,
                         ids=[f"{d}-{r}-{i}" for i, (d, r, _, _) in enumerate(CASES)])
def test_stops_for_its_own_reason_after_a_busy_stretch(
        dialect: str, reason: str, tail: str, keys: list[str]) -> None:
    busy = _busy_frames(dialect)
    assert busy > 10, "the stretch must outlast the quiet-frames rule"
    result = run_source(BUSY[dialect] + tail, dialect=dialect, keys=keys,
                        frames=LIMIT, idle_frames=IDLE)
    assert result["stop_reason"] == reason
    assert not result["key_events_left"]
    if reason != "frames-limit":
        # it stopped while waiting, not at the limit: the busy part, the keys
        # (a few frames each) and at most the idle rule's frames after them
        assert result["frames"] < busy + 40 * len(",".join(keys).split(",")) + IDLE + 40
    else:
        assert result["frames"] == LIMIT


@pytest.mark.parametrize("dialect,program", [
    ("spectrum", "10 FOR i=1 TO 1500: NEXT i\n20 FOR i=1 TO 30: PRINT i: NEXT i\n"),
])
def test_scroll_question_after_a_busy_stretch(dialect: str, program: str) -> None:
    """With scroll? not answered (the oracle's --no-auto-scroll) the run stops there."""
    host = HeadlessHost(idle_frames=IDLE, max_frames=LIMIT, auto_scroll=False)
    _, interp, parsed = load_listing(program, get_dialect(dialect), host)
    with pytest.raises(StopRun) as stop:
        interp.run(parsed.autostart)
    assert stop.value.reason == "scroll?"


def _rows(result: dict[str, Any]) -> list[str]:
    return [r.rstrip() for r in result["rows"]]


def test_input_wait_screen_shows_the_letters_typed() -> None:
    """The input-wait screen after keys typed into INPUT holds what was typed."""
    result = run_source(BUSY["spectrum"] + '20 INPUT "Word? ";a$\n', keys=["wait:c,wait:a"],
                        frames=LIMIT)
    assert result["stop_reason"] == "input-wait"
    assert 'Word? "ca' in "\n".join(_rows(result))
