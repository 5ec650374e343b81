"""The REPL line by line (no terminal): the editor, the commands, the files."""
from __future__ import annotations

import io
import json
import os
import signal
import threading
from pathlib import Path

import pytest
from PIL import Image

from basic.dialects import get_dialect
from basic.dialects.spectrum.image import screen_image
from basic.frontends.stream import StreamHost
from basic.frontends.headless import run_source
from basic.frontends.repl.commands import EditRequest, Repl
from basic.frontends.repl.console import Console
from basic.frontends.repl.running import enters_program, uses_screen

SPECTRUM = get_dialect("spectrum")


class Rig:
    """A REPL writing to a StringIO, reading INPUT answers from ``inputs``."""

    def __init__(self, base: Path, inputs: str = "", live_ok: bool = False,
                 speed: str | None = None) -> None:
        self.out = io.StringIO()
        self.repl = Repl(SPECTRUM, Console(self.out), stdin=io.StringIO(inputs),
                         stdout=self.out, base_dir=base, live_ok=live_ok, speed=speed)

    def type(self, *lines: str) -> str:
        """Type the lines; what appeared meanwhile."""
        start = self.out.tell()
        self.requests = []
        for text in lines:
            self.requests.extend(self.repl.submit(text))
        self.out.seek(start)
        shown = self.out.read()
        self.out.seek(0, io.SEEK_END)
        return shown


@pytest.fixture
def rig(tmp_path: Path) -> Rig:
    return Rig(tmp_path)


def listing(rig: Rig) -> list[str]:
    """LIST's lines (without its report)."""
    return rig.type("LIST").splitlines()[:-1]


SESSIONS = json.loads((Path(__file__).parent / "golden" / "sessions.json").read_text("utf-8"))


def rom(session: str, typed: str, *printed: str) -> str:
    """What the REPL should show for ``typed`` in a ROM session of
    tests/repl/golden/sessions.json: the lines it printed (checked to be on
    the ROM's screen) and the ROM's report."""
    step = next(s for s in SESSIONS[session] if s["typed"] == typed)
    rows = [r.rstrip() for r in step["rows"]]
    for text in printed:
        assert text in rows, (text, rows)
    return "".join(t + "\n" for t in printed) + step["report"] + "\n"


# -- the editor ----------------------------------------------------------------

def test_numbered_lines_store_replace_and_delete(rig: Rig) -> None:
    assert rig.type('20 PRINT "two"', '10 PRINT "one"') == ""
    assert listing(rig) == ['  10>PRINT "one"', '  20 PRINT "two"']
    rig.type('10 PRINT "ONE"', "20")
    assert listing(rig) == ['  10 PRINT "ONE"']        # 20 is the current line now


def test_a_wrong_line_leaves_the_program_untouched_and_comes_back(rig: Rig) -> None:
    rig.type('10 PRINT "one"')
    shown = rig.type("10 PRINT (")
    assert "Syntax error at column 11" in shown and "Not stored" in shown
    assert rig.requests == [EditRequest("10 PRINT (", 10)]
    assert listing(rig) == ['  10>PRINT "one"']
    assert rig.type("RUN").startswith("one\n0 OK")


def test_a_wrong_direct_command_runs_nothing(rig: Rig) -> None:
    rig.type("LET a=1")
    shown = rig.type('LET a=2: PRINT "x" +')
    assert "Not run" in shown and "0 OK" not in shown
    assert rig.type("PRINT a") == "1\n0 OK, 0:1\n"


def test_a_pasted_listing_stores_the_good_lines_and_returns_the_bad(rig: Rig) -> None:
    rig.type('10 PRINT "a"\n20 PRINT (\n30 PRINT "c"\n40 GO TO\nRUN\n')
    assert [r.text for r in rig.requests] == ["20 PRINT (", "40 GO TO"]
    assert listing(rig) == ['  10 PRINT "a"', '  30>PRINT "c"']


def test_list_marks_pasted_back_are_understood(rig: Rig) -> None:
    rig.type("  10>PRINT 1")
    assert listing(rig) == ["  10>PRINT 1"]


def test_line_0_runs_at_once_as_on_the_machine(rig: Rig) -> None:
    assert rig.type("0 PRINT 6*7") == "42\n0 OK, 0:1\n"
    assert listing(rig) == []


# -- running -------------------------------------------------------------------

def test_direct_commands_keep_the_variables(rig: Rig) -> None:
    for typed, printed in (("LET a=5", ()), ("PRINT a*2", ("10",)),
                           ("FOR i=1 TO 3: PRINT i;: NEXT i", ("123",)), ("PRINT x", ()),
                           ("CLEAR", ()), ("PRINT a", ())):
        assert rig.type(typed) == rom("direct", typed, *printed)


def steps(session: str) -> list[str]:
    return [s["typed"] for s in SESSIONS[session]]


def test_after_the_end_go_to_continues_with_the_variables(rig: Rig) -> None:
    """As after Battleship ends, GO TO 700 shows the ocean."""
    rig.type(*steps("ships")[:4])
    assert rig.type("RUN") == rom("ships", "RUN", "GAME OVER")
    assert rig.type("GO TO 700") == rom("ships", "GO TO 700", "OCEAN: 3 OF 7")
    assert rig.type("RUN 700") == rom("ships", "RUN 700", "OCEAN:")     # RUN clears


def test_continue_after_stop_and_after_an_edit(rig: Rig) -> None:
    rig.type(*steps("continue")[:4])
    assert rig.type("RUN") == rom("continue", "RUN", "1", "2")
    rig.type('20 PRINT "now ";i')                 # edit a line, then go on
    assert rig.type("CONTINUE") == rom("continue", "CONTINUE", "now 3")
    rig.type("RUN")
    assert rig.type("cont") == rom("continue", "CONTINUE", "now 3")   # CONT is CONTINUE


def test_continue_after_a_direct_command_goes_on_with_the_program(rig: Rig) -> None:
    """A direct command that ends with 0 OK leaves CONTINUE's place alone
    (MAIN-4 does not touch OLDPPC for report 0)."""
    rig.type(*steps("continue_after_direct")[:4])
    assert rig.type("RUN") == rom("continue_after_direct", "RUN", "1", "2")
    assert rig.type("PRINT i") == rom("continue_after_direct", "PRINT i", "2")
    assert rig.type("CONTINUE") == rom("continue_after_direct", "CONTINUE", "3")


def break_at_frame(monkeypatch: pytest.MonkeyPatch, frame: int, phase: int = 0) -> None:
    """Press BREAK ``frame`` frames into the next run (as the oracle holds it).
    ``phase``: cycles taken from the first frame, to move where the frame
    boundaries fall among the statements."""
    original = StreamHost.frame
    start: list[int] = []

    def frame_(host: StreamHost, machine) -> None:
        if not start:
            start.append(machine.clock.frames)
            machine.clock.budget -= phase
        if machine.clock.frames - start[0] == frame:
            host.break_requested = True
        original(host, machine)
    monkeypatch.setattr(StreamHost, "frame", frame_)


@pytest.mark.parametrize("session", ["break_after_jump", "break_in_line"])
def test_continue_after_break_takes_the_jump_that_was_pending(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, session: str) -> None:
    """BREAK after a GO TO (in an IF's THEN part, statement 2): CONTINUE goes
    where the GO TO led, not to a statement after it (MAIN-7 copies NEWPPC);
    after a plain statement it goes on with the next.  Our clock is not the
    Z80's, so find the frame at which BREAK lands where it did on the ROM
    (frames counted, not timed: a fast but paced speed)."""
    broke = rom(session, steps(session)[4])
    for frame in range(20, 60):
        rig = Rig(tmp_path, speed="1000")
        rig.type(*steps(session)[:4])
        with monkeypatch.context() as patch:
            break_at_frame(patch, frame)
            if rig.type("RUN") == broke:
                break
    else:
        pytest.fail(f"BREAK never landed as on the ROM: {broke}")
    assert rig.type("CONTINUE") == rom(session, "CONTINUE", "2000")


def test_break_is_never_seen_between_an_if_and_its_then_part() -> None:
    """A true IF goes straight on into its THEN part (STMT-L-1), so BREAK
    lands after line 10 or after the GO TO (20:2), never at 20:1: the only
    reports the ROM gave.  BREAK pressed at forty frames in turn."""
    program = "".join(t + "\n" for t in steps("break_after_jump")[:4])
    seen = {run_source(program, keys=[f"{frame}:BREAK:5"])["report"] for frame in range(30, 70)}
    assert seen == {rom("break_after_jump", steps("break_after_jump")[4]).strip(),
                    rom("break_in_line", steps("break_in_line")[4]).strip()}


def test_input_reads_a_line(tmp_path: Path) -> None:
    rig = Rig(tmp_path, inputs="21\n")
    rig.type('10 INPUT "Age? ";a', "20 PRINT a*2")
    assert rig.type("RUN") == "Age? 21\n42\n0 OK, 20:1\n"


@pytest.mark.slow
def test_ctrl_c_breaks_a_run_and_continue_goes_on(rig: Rig) -> None:
    rig.type("10 LET n=n+1", "20 GO TO 10", "LET n=0")
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    try:
        shown = rig.type("GO TO 10")
    finally:
        timer.cancel()
    assert shown.startswith("L BREAK into program, ")
    before = int(rig.type("PRINT n").split()[0])
    assert before > 0
    timer = threading.Timer(0.2, os.kill, (os.getpid(), signal.SIGINT))
    timer.start()
    try:
        assert rig.type("CONTINUE").startswith("L BREAK into program, ")
    finally:
        timer.cancel()
    assert int(rig.type("PRINT n").split()[0]) > before


def test_a_program_waiting_for_a_key_nobody_can_press_is_stopped(rig: Rig) -> None:
    """Without a terminal (a pipe) there is no keyboard: as in stream mode."""
    rig.type('10 IF INKEY$="" THEN GO TO 10')
    assert rig.type("RUN") == "stopped: inkey-wait\n"


def test_new_forgets_program_and_variables(rig: Rig) -> None:
    rig.type("10 PRINT 1", "LET a=1")
    assert rig.type("NEW") == ""
    assert listing(rig) == []
    assert rig.type("PRINT a") == "2 Variable not found, 0:1\n"


# -- LIST ----------------------------------------------------------------------

def test_list_from_a_line_makes_it_current(rig: Rig) -> None:
    rig.type(*steps("list_var")[:3])
    assert rig.type("LIST 20") == "  20>REM b\n  30 REM c\n0 OK, 0:1\n"
    rig.type("LET n=30")
    assert rig.type("LIST n") == rom("list_var", "LIST n", "  30>REM c")
    assert rig.type("LIST 25") == "  30 REM c\n0 OK, 0:1\n"   # no line 25: no mark
    assert rig.type("LIST x").startswith("2 Variable not found, 0:1\n")


# -- SAVE / LOAD / MERGE / VERIFY --------------------------------------------------

PROGRAM = ['10 FOR i=1 TO 3', '20 PRINT i;" squared is ";i*i', '30 NEXT i']


def test_save_new_load_run_gives_the_same_output(rig: Rig, tmp_path: Path) -> None:
    rig.type(*PROGRAM)
    first = rig.type("RUN")
    assert first == "1 squared is 1\n2 squared is 4\n3 squared is 9\n0 OK, 30:1\n"
    assert "saved" in rig.type('SAVE "squares"')
    assert (tmp_path / "squares.bas").read_text() == (
        '# dialect: spectrum\n10 FOR i=1 TO 3\n20 PRINT i;" squared is ";i*i\n30 NEXT i\n')
    rig.type("NEW")
    assert listing(rig) == []
    assert rig.type('LOAD "squares"') == f"loaded {tmp_path / 'squares.bas'} (3 lines)\n0 OK, 0:1\n"
    assert rig.type("RUN") == first


def test_load_clears_the_variables(rig: Rig, tmp_path: Path) -> None:
    (tmp_path / "p.bas").write_text("10 PRINT 1\n")
    rig.type("LET a=1", 'LOAD "p"')
    assert rig.type("PRINT a") == "2 Variable not found, 0:1\n"


def test_save_line_autostarts_on_load(rig: Rig, tmp_path: Path) -> None:
    rig.type('10 PRINT "from the top"', '20 PRINT "autostart"')
    rig.type('SAVE "auto" LINE 20')
    assert "# autostart: 20\n" in (tmp_path / "auto.bas").read_text()
    rig.type("NEW")
    assert rig.type('LOAD "auto"').endswith("autostart\n0 OK, 20:1\n")


def test_merge_adds_lines_and_keeps_variables(rig: Rig, tmp_path: Path) -> None:
    (tmp_path / "more.bas").write_text('20 PRINT "merged ";a\n30 PRINT "new"\n')
    rig.type('10 PRINT "mine"', '20 PRINT "old"', "LET a=9")
    assert "merged" in rig.type('MERGE "more"')
    assert rig.type("GO TO 10") == "mine\nmerged 9\nnew\n0 OK, 30:1\n"


def test_verify(rig: Rig, tmp_path: Path) -> None:
    rig.type(*PROGRAM)
    rig.type('SAVE "v"')
    assert rig.type('VERIFY "v"').startswith(f"verified {tmp_path / 'v.bas'}\n0 OK")
    rig.type("40 STOP")
    shown = rig.type('VERIFY "v"')
    assert shown.startswith("R Tape loading error, 0:1\n")
    assert "differs from the program at line 40" in shown


def test_file_problems_are_the_machines_reports(rig: Rig, tmp_path: Path) -> None:
    assert rig.type('LOAD "nowhere"').startswith("R Tape loading error, 0:1\n")
    assert rig.type('LOAD ""').startswith("F Invalid file name, 0:1\n")
    assert rig.type('SAVE ""').startswith("F Invalid file name, 0:1\n")
    assert rig.type('SAVE "x" CODE 16384,6912').startswith("C Nonsense in BASIC, 0:1\n")
    (tmp_path / "c64.bas").write_text("# dialect: c64\n10 PRINT 1\n")
    shown = rig.type('LOAD "c64"')
    assert shown.startswith("R Tape loading error, 0:1\n") and "c64 listing" in shown
    (tmp_path / "dir.bas").mkdir()
    assert rig.type('SAVE "dir"').startswith("R Tape loading error, 0:1\n")


def test_load_empty_name_takes_the_last_file(rig: Rig, tmp_path: Path) -> None:
    rig.type("10 PRINT 1", 'SAVE "last"', "NEW")
    assert "loaded" in rig.type('LOAD ""')
    assert listing(rig) == ["  10 PRINT 1"]


def test_save_and_load_inside_a_program(rig: Rig, tmp_path: Path) -> None:
    (tmp_path / "next.bas").write_text('10 PRINT "next program"\n')
    rig.type('10 SAVE "me"', '20 PRINT "saved"', '30 LOAD "next"', '40 PRINT "not reached"')
    assert rig.type("RUN") == (f"saved {tmp_path / 'me.bas'} (4 lines)\nsaved\n"
                               f"loaded {tmp_path / 'next.bas'} (1 line)\n0 OK, 30:1\n")
    assert "40 PRINT" in (tmp_path / "me.bas").read_text()
    assert listing(rig) == ['  10 PRINT "next program"']


# -- the REPL's own words ------------------------------------------------------------

def test_edit_brings_a_line_back(rig: Rig) -> None:
    rig.type("10 print  1", "20 REM b")
    rig.type("EDIT 10")
    assert rig.requests == [EditRequest("10 PRINT 1")]
    rig.type("EDIT")
    assert rig.requests == [EditRequest("10 PRINT 1")]       # the current line
    assert "no such line" in rig.type("EDIT 15")
    assert rig.requests == []
    assert rig.repl.recall(20) == "20 REM b" and rig.repl.recall(21) is None


def test_display_setting(tmp_path: Path) -> None:
    rig = Rig(tmp_path, live_ok=True)
    repl = rig.repl
    rig.type("10 PRINT AT 1,1;1", "DISPLAY")
    parse = SPECTRUM.parse_line
    assert repl._wants_live(parse("RUN")) is True          # the program uses the screen
    assert repl._wants_live(parse("PRINT 1")) is False
    assert repl._wants_live(parse("PLOT 1,1")) is True
    assert "display: text" in rig.type("DISPLAY text")
    assert repl._wants_live(parse("PLOT 1,1")) is False
    rig.type("DISPLAY live")
    assert repl._wants_live(parse("PRINT 1")) is True
    assert Rig(tmp_path).repl._wants_live(parse("PLOT 1,1")) is False   # no terminal


def test_what_needs_the_screen() -> None:
    parse = SPECTRUM.parse_line
    for text in ("PLOT 1,1", "DRAW 1,1", "CIRCLE 9,9,5", "PAUSE 0", "BORDER 1", "INK 2",
                 "PRINT AT 1,1;1", "PRINT INK 2;1", "INPUT AT 1,1;a", 'IF INKEY$="" THEN STOP',
                 "LET a=IN 254", "PRINT SCREEN$ (0,0)", "PRINT ATTR (0,0)", "PRINT POINT (0,0)"):
        assert uses_screen(parse(text)), text
    for text in ("PRINT 1;TAB 5;2", "INPUT a", "CLS", "LET a$=STR$ 5", "BEEP 1,1"):
        assert not uses_screen(parse(text)), text
    for text in ("RUN", "GO TO 10", "GO SUB 10", "CONTINUE", "PRINT FN a(1)"):
        assert enters_program(parse(text)), text
    assert not enters_program(parse("PRINT 1: LET a=2"))


def test_screenshot_writes_the_screen(rig: Rig, tmp_path: Path) -> None:
    rig.type('PRINT "HELLO"', "BORDER 2")
    assert "screenshot written" in rig.type('SCREENSHOT "shot"')
    with Image.open(tmp_path / "shot.png") as got:
        want = screen_image(rig.repl.machine.memory, 2)
        assert got.size == want.size == (640, 512)
        assert got.convert("RGB").tobytes() == want.tobytes()
    rig.type("SCREENSHOT")
    assert (tmp_path / "basic-screenshot-1.png").exists()


def test_help_and_words_that_are_not_ours(rig: Rig) -> None:
    assert "SAVE" in rig.type("HELP")
    assert "Syntax error" in rig.type("EDIT me")            # not the REPL's: BASIC's


def test_commands_with_no_program(rig: Rig) -> None:
    for typed in steps("empty"):
        assert rig.type(typed) == rom("empty", typed)
