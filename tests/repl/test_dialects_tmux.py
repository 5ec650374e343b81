"""The REPL of the ZX80, ZX81 and C64 in a real terminal (tmux): Battleship's
``GO TO 700`` after ``basic run -i``, a C64 session (reports once, BREAK
and CONT, the live screen for a program that needs it), and the terminal
put back as it was after Ctrl-D."""
from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from basic.core.cells import choose_layout
from tmux_driver import Tmux, basic_command


ROOT = Path(__file__).resolve().parents[2]
SHIPS = [60, 70, 80, 90, 47, 57, 67, 77, 63, 54, 45, 36, 54, 65, 76, 87]


def session(tmp_path: Path, *args: str, width: int = 80, height: int = 40) -> Tmux:
    """``basic *args`` between two ``stty -a``; ``EXIT=n`` once both are written."""
    inner = (f"cd {shlex.quote(str(tmp_path))}; stty -a > before; "
             f"BASIC_HISTORY={shlex.quote(str(tmp_path / 'history'))} "
             f"{basic_command(*args)}; rc=$?; stty -a > after; echo EXIT=$rc")
    return Tmux("sh -c " + shlex.quote("trap true INT; " + inner), width, height)


def at_prompt(screen: str) -> bool:
    lines = [ln for ln in screen.splitlines() if ln.strip()]
    return bool(lines) and lines[-1].rstrip() == ">"


def enter(tm: Tmux, text: str) -> str:
    """Type a line at the prompt, wait for the prompt again; what it showed."""
    echo = f"> {text}\n"
    seen = tm.capture(history=True).count(echo)
    tm.type(text)
    tm.send("Enter")
    screen = tm.wait_for(lambda s: s.count(echo) > seen and at_prompt(s), history=True)
    return screen[screen.rindex(echo) + len(echo):].rstrip()[:-1].rstrip("\n")


def leave(tm: Tmux, tmp_path: Path) -> None:
    tm.send("C-d")
    screen = tm.wait_for("EXIT=", history=True)
    assert "EXIT=0" in screen and "Traceback" not in screen
    assert (tmp_path / "before").read_text() == (tmp_path / "after").read_text()


def test_battleship_then_go_to_700_draws_the_ocean(tmp_path: Path) -> None:
    with session(tmp_path, "run", "-i", str(ROOT / "listings" / "battleship.bas")) as tm:
        tm.wait_for("FIRE 1", history=True)       # the text display: INPUT reads a line
        tm.type("43")
        tm.send("Enter")
        tm.wait_for("FIRE 2", history=True)
        tm.type("100")
        tm.send("Enter")
        tm.wait_for(lambda s: "9/370" in s and at_prompt(s), history=True)
        shown = enter(tm, "GO TO 700").splitlines()
        ocean = [" 0123456789"] + [
            (str(k - 1) + "".join("X" if 10 * k + x in SHIPS else " "
                                  for x in range(1, 11))).rstrip() for k in range(1, 11)]
        assert [ln.rstrip() for ln in shown] == ocean + ["0/830"]
        leave(tm, tmp_path)


def test_a_c64_session(tmp_path: Path) -> None:
    with session(tmp_path, "repl", "--dialect", "c64", "--speed", "max") as tm:
        tm.wait_for(at_prompt, history=True)
        for line in ('10 PRINT "START"', "20 A=A+1:GOTO 20", '30 PRINT "A=";A:PRINT 1/0'):
            enter(tm, line)
        assert enter(tm, "LIST") == ('10 PRINT "START"\n20 A=A+1:GOTO 20\n'
                                     '30 PRINT "A=";A:PRINT 1/0\nREADY.')
        tm.type("RUN")
        tm.send("Enter")
        tm.wait_for(lambda s: "> RUN\nSTART\n" in s, history=True)
        tm.send("C-c")                                 # BREAK in the endless loop
        screen = tm.wait_for(lambda s: "BREAK IN 20" in s and at_prompt(s), history=True)
        assert screen.count("BREAK IN 20") == 1
        enter(tm, "30 PRINT \"A=\";A>0:PRINT 1/0")
        shown = enter(tm, "GOTO 30")
        assert shown == "A=-1\n\n?DIVISION BY ZERO  ERROR IN 30\nREADY."
        leave(tm, tmp_path)


def test_a_zx81_program_that_plots_runs_on_the_live_screen(tmp_path: Path) -> None:
    with session(tmp_path, "repl", "--dialect", "zx81", "--speed", "max",
                 width=80, height=30) as tm:
        tm.wait_for(at_prompt, history=True)
        enter(tm, "10 PLOT 0,0")
        enter(tm, '20 PRINT AT 0,0;"PLOTTED"')
        tm.type("RUN")
        tm.send("Enter")
        screen = tm.wait_for("P L O T T E D")         # the ZX81's screen, 2 columns a cell
        lay = choose_layout(80, 30)
        # PLOT 0,0 inks the bottom-left quarter of cell (21, 0); its left
        # terminal column shows the left half of the cell
        row = screen.splitlines()[lay.top + 21]
        assert row.ljust(80)[lay.left:lay.left + 2] == "▄ "
        tm.type("x")                                    # leave the final screen
        screen = tm.wait_for(lambda s: "0/20" in s and at_prompt(s), history=True)
        leave(tm, tmp_path)
