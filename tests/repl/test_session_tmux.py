"""The REPL in a real terminal (tmux): typing, LIST, RUN, BREAK, CONT, editing,
SAVE / NEW / LOAD, the live screen, pasting, history, and leaving."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from repl_tmux import Session, assert_left_cleanly, repl_command



PROGRAM = [
    '10 PRINT "START"',
    "20 FOR i=1 TO 3",
    '30 PRINT "SQUARE ";i;"=";i*i',
    "40 NEXT i",
    "50 GO TO 50",
    '60 PRINT "END ";i',
]


def output_of_run(screen: str, start: int) -> list[str]:
    """The lines a RUN printed: from the ``start``-th START to its BREAK."""
    lines = screen.splitlines()
    starts = [k for k, ln in enumerate(lines) if ln.strip() == "START"]
    first = starts[start - 1]
    end = next(k for k in range(first, len(lines)) if "BREAK into program" in lines[k])
    return [ln.rstrip() for ln in lines[first:end + 1]]


def test_type_list_run_break_cont_edit_save_new_load_run(tmp_path: Path) -> None:
    with Session(repl_command(tmp_path), 100, 40) as tm:
        tm.prompt()
        for line in PROGRAM:
            tm.enter(line)
        shown = tm.run("LIST")
        assert shown.startswith('  10 PRINT "START"\n') and shown.endswith(
            '  60>PRINT "END ";i\n0 OK, 0:1\n')

        # a wrong line: not stored, and left in the editor to fix
        tm.enter('35 PRINT "X" +')
        screen = tm.wait_for(lambda s: "Syntax error at column 15" in s and
                             s.rstrip().endswith('> 35 PRINT "X" +'), history=True)
        tm.send("C-c")                                   # drop it
        tm.prompt()
        assert tm.run("LIST 30") == ('  30>PRINT "SQUARE ";i;"=";i*i\n  40 NEXT i\n'
                                     '  50 GO TO 50\n  60 PRINT "END ";i\n0 OK, 0:1\n')

        # RUN, BREAK with Ctrl-C; CONTINUE takes the GO TO that had run
        # (as MAIN-7 copies NEWPPC), so the loop goes on until the next BREAK
        tm.enter("RUN")
        tm.wait_for("SQUARE 3=9", history=True)
        tm.send("C-c")
        tm.after(1, "L BREAK into program, 50:1")
        tm.enter("CONT")
        time.sleep(0.5)
        tm.send("C-c")
        screen = tm.after(2, "L BREAK into program, 50:1")
        assert "END 4" not in screen

        # edit a line, run again
        tm.enter('30 PRINT "CUBE ";i;"=";i*i*i')
        tm.enter("RUN")
        tm.wait_for("CUBE 3=27", history=True)
        tm.send("C-c")
        tm.after(3, "L BREAK into program, 50:1")

        # SAVE, NEW, LOAD, RUN: the same output
        assert tm.run('SAVE "cubes"') == "saved cubes.bas (6 lines)\n0 OK, 0:1\n"
        assert tm.run("NEW") == ""
        assert tm.run("LIST") == "0 OK, 0:1\n"
        assert tm.run('LOAD "cubes"') == "loaded cubes.bas (6 lines)\n0 OK, 0:1\n"
        tm.enter("RUN")
        tm.wait_for(lambda s: s.count("CUBE 3=27") >= 2, history=True)
        tm.send("C-c")
        screen = tm.after(4, "L BREAK into program, 50:1")
        assert output_of_run(screen, 3) == output_of_run(screen, 2) == [
            "START", "CUBE 1=1", "CUBE 2=8", "CUBE 3=27", "L BREAK into program, 50:1"]

        tm.send("C-d")
        screen = tm.wait_for("EXIT=", history=True)
    saved = (tmp_path / "cubes.bas").read_text()
    assert '30 PRINT "CUBE ";i;"=";i*i*i\n' in saved and saved.startswith("# dialect: spectrum")
    assert_left_cleanly(tmp_path, screen)


def test_a_screen_program_runs_on_the_live_screen(tmp_path: Path) -> None:
    with Session(repl_command(tmp_path), 100, 40) as tm:
        tm.prompt()
        tm.enter('10 PRINT AT 3,3;"LIVE": PAUSE 0: PRINT AT 5,3;"GOT KEY"')
        tm.enter("RUN")
        tm.wait_for("L I V E")                          # the live screen, 2 columns a cell
        tm.send("C-c")                                  # BREAK in PAUSE 0
        screen = tm.after(1, "L BREAK into program, 10:2")
        assert "\x1b" not in screen
        tm.enter("CONTINUE")                            # goes on after the PAUSE
        tm.wait_for("G O T   K E Y")
        tm.wait_for("0   O K ,   1 0 : 3")              # the report in the lower screen
        tm.type(" ")                                    # any key: back to the REPL
        tm.after(1, "0 OK, 10:3")
        assert tm.run("PRINT 6*7") == "42\n0 OK, 0:1\n"    # no screen needed: text
        tm.send("C-d")
        screen = tm.wait_for("EXIT=", history=True)
    assert_left_cleanly(tmp_path, screen)


def test_a_pasted_listing_and_the_line_that_comes_back(tmp_path: Path) -> None:
    with Session(repl_command(tmp_path), 100, 40) as tm:
        tm.prompt()
        tm.paste('10 PRINT "PASTED"\n20 PRINT (\n30 PRINT "TOO"\n')
        tm.wait_for(lambda s: s.rstrip().endswith("> 20 PRINT ("), history=True)
        tm.send("BSpace")
        tm.enter('"FIXED"')                             # fix it where it is
        tm.prompt()
        assert tm.run("RUN") == "PASTED\nFIXED\nTOO\n0 OK, 30:1\n"
        tm.send("C-d")
        tm.wait_for("EXIT=", history=True)


def test_edit_and_recall_a_stored_line(tmp_path: Path) -> None:
    with Session(repl_command(tmp_path), 100, 40) as tm:
        tm.prompt()
        tm.enter("10 print  1")
        tm.enter("EDIT 10")
        tm.wait_for(lambda s: s.rstrip().endswith("> 10 PRINT 1"), history=True)
        tm.enter("2")                                   # appended: 10 PRINT 12
        tm.prompt()
        tm.type("10")
        tm.send("Up")                                   # a number, then Up: that line
        tm.wait_for(lambda s: s.rstrip().endswith("> 10 PRINT 12"), history=True)
        tm.send("Enter")
        tm.prompt()
        assert tm.run("RUN") == "12\n0 OK, 10:1\n"
        tm.send("C-d")
        tm.wait_for("EXIT=", history=True)


def test_history_is_kept_across_sessions(tmp_path: Path) -> None:
    with Session(repl_command(tmp_path), 100, 30) as tm:
        tm.prompt()
        assert tm.run("PRINT 12345") == "12345\n0 OK, 0:1\n"
        tm.send("C-d")
        tm.wait_for("EXIT=", history=True)
    assert "+PRINT 12345" in (tmp_path / "history").read_text()
    with Session(repl_command(tmp_path), 100, 30) as tm:
        tm.prompt()
        tm.send("Up")
        tm.wait_for(lambda s: s.rstrip().endswith("> PRINT 12345"), history=True)
        tm.send("Enter")
        tm.after(1, "12345\n0 OK, 0:1")
        tm.send("C-d")
        tm.wait_for("EXIT=", history=True)


def test_run_dash_i_stays_in_the_repl_with_the_variables(tmp_path: Path) -> None:
    (tmp_path / "prog.bas").write_text('10 LET score=42\n20 PRINT "RAN"\n')
    with Session(repl_command(tmp_path, "run", "-i", "prog.bas"), 100, 30) as tm:
        screen = tm.after(1, "0 OK, 20:1")
        assert "RAN" in screen
        assert tm.run("PRINT score") == "42\n0 OK, 0:1\n"
        tm.send("C-d")
        screen = tm.wait_for("EXIT=", history=True)
    assert_left_cleanly(tmp_path, screen)
