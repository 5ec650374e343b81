"""The live terminal in a real terminal (tmux): screen, keys, BREAK, restore."""
from __future__ import annotations

import re
import shlex
import sys
import time
from pathlib import Path

import pytest

from tmux_driver import Tmux, basic_command, colours_of, squeeze



def wrapped(tmp_path: Path, command: str) -> str:
    """Run ``command`` between two ``stty -a``, then print its exit status
    (the shell catches SIGINT, so that it lives on after a Ctrl-C)."""
    return ("sh -c " + shlex.quote(
        f"trap true INT; stty -a > {tmp_path}/before; {command}; rc=$?; "
        f"stty -a > {tmp_path}/after; echo EXIT=$rc"))


def assert_restored(tmp_path: Path, screen: str) -> None:
    before = (tmp_path / "before").read_text()
    after = (tmp_path / "after").read_text()
    assert before == after
    assert "icanon" in after and "-icanon" not in after and " echo " in f" {after} "
    assert "\x1b[?1049h" not in screen


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


KEYS_PROGRAM = """\
10 BORDER 1: PAPER 6: INK 2: CLS
20 PRINT AT 2,3;"HELLO"; FLASH 1;"FL"
30 LET k$=INKEY$: IF k$="" THEN GO TO 30
40 PRINT AT 5,0;"KEY ";k$;" CODE ";CODE k$;"   "
50 IF k$="q" THEN STOP
60 IF INKEY$<>"" THEN GO TO 60
70 GO TO 30
"""


def test_screen_keys_and_the_report_after_the_end(tmp_path: Path) -> None:
    prog = write(tmp_path, "keys.bas", KEYS_PROGRAM)
    cmd = wrapped(tmp_path, basic_command("run", str(prog), "--speed", "max"))
    with Tmux(cmd, 100, 30) as tm:
        screen = tm.wait_for(lambda s: "HELLOFL" in squeeze(s))
        coloured = tm.capture(escapes=True)
        assert "48;2;215;215;0" in coloured            # PAPER 6 (yellow)
        assert "38;2;215;0;0" in coloured              # INK 2 (red)
        assert "48;2;0;0;215" in coloured              # BORDER 1 (blue) as a frame
        for key, shown in (("a", "KEY a CODE 97"), ("A", "KEY A CODE 65"),
                           ('"', 'KEY " CODE 34'), ("7", "KEY 7 CODE 55")):
            tm.type(key)
            tm.wait_for(lambda s, t=shown: t in squeeze(s))
        tm.send("Left")
        tm.wait_for(lambda s: "CODE 8" in squeeze(s))
        tm.send("BSpace")
        tm.wait_for(lambda s: "CODE 12" in squeeze(s))
        tm.type("q")
        tm.wait_for(lambda s: "9 STOP statement, 50:2" in squeeze(s))
        tm.type(" ")                                   # any key leaves
        screen = tm.wait_for("EXIT=", history=True)
    assert "9 STOP statement, 50:2" in screen
    assert "EXIT=0" in screen                          # STOP is a normal end
    assert_restored(tmp_path, screen)


def test_flash_cells_swap_colours_in_time(tmp_path: Path) -> None:
    prog = write(tmp_path, "flash.bas", '10 PRINT FLASH 1;"F"\n20 PAUSE 0\n')
    with Tmux(basic_command("run", str(prog)), 100, 30) as tm:
        tm.wait_for(lambda s: "F" in s)
        seen = set()
        deadline = time.monotonic() + 10
        while len(seen) < 2 and time.monotonic() < deadline:
            seen.update(colours_of(tm.capture(escapes=True), "F"))
            time.sleep(0.05)
        black, white = "0;0;0", "215;215;215"
        assert seen == {(black, white), (white, black)}
        tm.send("C-c")


def test_ctrl_c_is_break_and_the_terminal_is_restored(tmp_path: Path) -> None:
    prog = write(tmp_path, "loop.bas", '10 PRINT AT 0,0;"RUNNING"\n20 LET a=a+1\n30 GO TO 20\n')
    prog.write_text('5 LET a=0\n' + prog.read_text())
    cmd = wrapped(tmp_path, basic_command("run", str(prog)))
    with Tmux(cmd, 100, 30) as tm:
        tm.wait_for(lambda s: "RUNNING" in squeeze(s))
        tm.send("C-c")
        screen = tm.wait_for("EXIT=", history=True)
    assert re.search(r"L BREAK into program, (20|30):1", screen)
    assert "EXIT=1" in screen
    assert_restored(tmp_path, screen)


def test_ctrl_c_in_input_is_break(tmp_path: Path) -> None:
    prog = write(tmp_path, "input.bas", '10 INPUT "N? ";n\n20 PRINT n\n')
    cmd = wrapped(tmp_path, basic_command("run", str(prog)))
    with Tmux(cmd, 100, 30) as tm:
        tm.wait_for(lambda s: "N?" in squeeze(s))
        tm.type("12")
        tm.wait_for(lambda s: "N?12" in squeeze(s).replace(" ", ""))
        tm.send("C-c")
        screen = tm.wait_for("EXIT=", history=True)
    assert "L BREAK into program, 10:1" in screen
    assert_restored(tmp_path, screen)


def test_input_with_the_roms_editor(tmp_path: Path) -> None:
    prog = write(tmp_path, "input.bas",
                 '10 INPUT "N? ";n\n20 INPUT "Name? ";n$\n30 PRINT n*2;" ";n$\n40 PAUSE 0\n')
    cmd = wrapped(tmp_path, basic_command("run", str(prog), "--speed", "max"))
    with Tmux(cmd, 100, 30) as tm:
        tm.wait_for(lambda s: "N?" in squeeze(s))
        tm.type("2*3x")
        tm.send("BSpace")                              # DELETE the x
        tm.send("Enter")
        tm.wait_for(lambda s: "Name?" in squeeze(s))
        tm.type("Bob")
        tm.wait_for(lambda s: 'Name? "Bob' in squeeze(s))   # string INPUT shows the quotes
        tm.send("Enter")
        tm.wait_for(lambda s: "12 Bob" in squeeze(s))
        tm.send("C-c")
        screen = tm.wait_for("EXIT=", history=True)
    assert_restored(tmp_path, screen)


CRASH = """\
import sys
from basic.dialects.spectrum import view as terminal
calls = [0]
original = terminal.ScreenView.changes
def changes(self, *args):
    calls[0] += 1
    if calls[0] > 3:
        raise RuntimeError("boom")
    return original(self, *args)
terminal.ScreenView.changes = changes
from basic.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_a_crash_restores_the_terminal(tmp_path: Path) -> None:
    prog = write(tmp_path, "loop.bas", '10 PRINT AT 0,0;"CRASHME"\n20 GO TO 20\n')
    crash = write(tmp_path, "crash.py", CRASH)
    cmd = wrapped(tmp_path, " ".join(shlex.quote(a) for a in
                                     (sys.executable, str(crash), "run", str(prog))))
    with Tmux(cmd, 100, 30) as tm:
        screen = tm.wait_for("EXIT=", history=True)
    assert "internal error: RuntimeError: boom" in screen
    assert "EXIT=70" in screen
    assert_restored(tmp_path, screen)


def test_a_small_terminal_gets_a_message_until_it_grows(tmp_path: Path) -> None:
    prog = write(tmp_path, "hello.bas", '10 PRINT "HELLO"\n20 PAUSE 0\n')
    with Tmux(basic_command("run", str(prog)), 30, 20) as tm:
        screen = tm.wait_for("too small")
        assert "30x20" in screen and "HELLO" not in screen
        tm.resize(100, 30)
        tm.wait_for(lambda s: "HELLO" in squeeze(s) and "too small" not in s)
        tm.resize(40, 24)                              # 1 column per cell
        tm.wait_for(lambda s: "HELLO" in s)
        tm.send("C-c")
        tm.wait_for(lambda s: tm.dead())


def test_f12_takes_a_screenshot(tmp_path: Path) -> None:
    prog = write(tmp_path, "hello.bas", '10 PRINT "SHOT"\n20 PAUSE 0\n')
    with Tmux(basic_command("run", str(prog)), 100, 30, cwd=tmp_path) as tm:
        tm.wait_for(lambda s: "SHOT" in squeeze(s))
        tm.send("F12")
        tm.send("C-c")
        tm.wait_for(lambda s: tm.dead())
        screen = tm.capture(history=True)
    assert "screenshot written: ./basic-screenshot-1.png" in screen
    from PIL import Image
    assert Image.open(tmp_path / "basic-screenshot-1.png").size == (640, 512)


def test_stream_mode_in_a_terminal_breaks_on_ctrl_c(tmp_path: Path) -> None:
    prog = write(tmp_path, "loop.bas", '10 PRINT "LOOPING"\n20 GO TO 20\n')
    cmd = wrapped(tmp_path, basic_command("run", str(prog), "--stream"))
    with Tmux(cmd, 100, 30) as tm:
        tm.wait_for("LOOPING")
        tm.send("C-c")
        screen = tm.wait_for("EXIT=", history=True)
    assert "L BREAK into program, 20:1" in screen and "EXIT=1" in screen
    assert_restored(tmp_path, screen)


def test_stream_mode_input_from_the_terminal(tmp_path: Path) -> None:
    prog = write(tmp_path, "ask.bas", '10 INPUT "N? ";n\n20 PRINT n*2\n30 INPUT "M? ";m\n')
    cmd = wrapped(tmp_path, basic_command("run", str(prog), "--stream"))
    with Tmux(cmd, 100, 30) as tm:
        tm.wait_for("N?")
        tm.type("21")
        tm.send("Enter")
        tm.wait_for("42")
        tm.wait_for("M?")
        tm.send("C-c")                                 # BREAK while reading a line
        screen = tm.wait_for("EXIT=", history=True)
    lines = [l.rstrip() for l in screen.splitlines() if l.strip()]
    assert lines[:2] == ["N? 21", "42"] and lines[2].startswith("M?")   # (the tty echoes ^C)
    assert "L BREAK into program, 30:1" in screen
    assert_restored(tmp_path, screen)


def test_lines_that_do_not_parse_are_reported_after_the_screen_is_gone(tmp_path: Path) -> None:
    prog = write(tmp_path, "bad.bas", '10 PRINT "FINE"\n20 PRINT (\n')
    cmd = wrapped(tmp_path, basic_command("run", str(prog)))
    with Tmux(cmd, 100, 30) as tm:
        tm.wait_for(lambda s: "FINE" in squeeze(s))
        assert "line 20" not in tm.capture()
        tm.type("x")
        screen = tm.wait_for("EXIT=", history=True)
    assert f"basic: {prog}: line 20, column" in screen
    assert "EXIT=0" in screen


STICK_C64 = """\
# dialect: c64
10 PRINT "READY STICK"
20 IF PEEK(56320)<>126 THEN 20
30 PRINT "UP"
40 IF PEEK(56320)<>111 THEN 40
50 PRINT "FIRE"
"""


@pytest.mark.slow
def test_the_c64s_joystick_from_the_cursor_keys(tmp_path: Path) -> None:
    """``--joystick 2`` in a terminal whose keypad types digits: the cursor
    keys are the stick in port 2 and Tab its fire (docs/terminal.md)."""
    prog = write(tmp_path, "stick.bas", STICK_C64)
    cmd = wrapped(tmp_path, basic_command("run", str(prog), "--joystick", "2", "--speed", "2"))
    with Tmux(cmd, 60, 30) as tm:
        tm.wait_for(lambda s: "READY STICK" in s)
        tm.send("Up")
        tm.wait_for(lambda s: "UP" in s.replace("READY STICK", ""))
        tm.send("Tab")
        tm.wait_for(lambda s: "FIRE" in s)
