"""A newcomer's first hour in a real terminal (tmux), issue 13: the C64 REPL
lives through its file and device statements (it once died with a Python
error on each), a fresh Spectrum has white paper (it once had black), SAVE
and LOAD agree on a C64 name and write no trailing spaces, and a seeded
slice of the statement sweep (tests/repl/sweep_tmux.py runs all of it)."""
from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from PIL import Image

from repl_tmux import Session, alternate_screen, assert_left_cleanly, repl_command, run_anywhere
from statement_corpus import CORPUS
from sweep_tmux import Sweep
from tmux_driver import styled_lines


#: the Spectrum's white (colour 7, not bright) and black, as the terminal shows them
WHITE, BLACK = "215;215;215", "0;0;0"


def leave(tm: Session, tmp_path: Path) -> None:
    tm.send("C-d")
    assert_left_cleanly(tmp_path, tm.wait_for("EXIT=", history=True))


def test_c64_file_and_device_statements_typed_in_a_terminal(tmp_path: Path) -> None:
    with Session(repl_command(tmp_path, "repl", "--dialect", "c64"), 80, 40) as tm:
        tm.prompt()
        tm.enter('10 print "hi"')
        assert run_anywhere(tm, 'save "a",8') == "\nSAVING A\nREADY.\n"
        assert run_anywhere(tm, "new") == ""
        assert run_anywhere(tm, 'load "a",8') == (
            "\nSEARCHING FOR A\nLOADING\nloaded A (1 line)\nREADY.\n")
        assert run_anywhere(tm, "list") == '10 PRINT "HI"\nREADY.\n'
        assert run_anywhere(tm, 'verify "a",8') == "\nSEARCHING FOR A\nVERIFYING\nOK\nREADY.\n"
        # no datasette file "a": the machine's report, and the REPL says why
        shown = run_anywhere(tm, 'verify "a"')
        assert shown.startswith("\n?FILE NOT FOUND  ERROR\n") and "a.bas" in shown
        assert run_anywhere(tm, "open 1,4") == "READY.\n"
        assert run_anywhere(tm, 'print#1,"to paper"') == "READY.\n"
        assert run_anywhere(tm, "close 1") == "READY.\n"
        assert run_anywhere(tm, "sys 64738") == "READY.\n"
        assert run_anywhere(tm, "run") == "HI\nREADY.\n"        # the program is still there
        leave(tm, tmp_path)
    assert (tmp_path / "disk" / "a.prg").exists()
    assert (tmp_path / "printer.txt").read_text().splitlines() == ["TO PAPER"]


def test_c64_save_then_load_test_on_a_case_sensitive_disk(tmp_path: Path) -> None:
    with Session(repl_command(tmp_path, "repl", "--dialect", "c64"), 80, 40) as tm:
        tm.prompt()
        tm.enter('10 print "saved"   :   rem spaces')
        tm.enter("20 goto 10")
        run_anywhere(tm, 'save "test",8')
        run_anywhere(tm, 'save "test"')               # the datasette: the REPL's files
        run_anywhere(tm, "new")
        assert "loaded TEST (2 lines)" in run_anywhere(tm, 'load "test",8')
        assert run_anywhere(tm, "list 10") == '10 PRINT "SAVED"   :   REM SPACES\nREADY.\n'
        run_anywhere(tm, "new")
        assert "loaded test.bas (2 lines)" in run_anywhere(tm, 'load "test"')
        leave(tm, tmp_path)
    assert sorted(p.name for p in (tmp_path / "disk").iterdir()) == ["test.prg"]
    saved = (tmp_path / "test.bas").read_text().splitlines()
    assert saved and all(line == line.rstrip() for line in saved)
    assert '10 PRINT "SAVED"   :   REM SPACES' in saved


def paper_and_ink(tm: Session) -> Counter:
    """How many cells of the live screen show each (ink, paper)."""
    rows = styled_lines(tm.capture(escapes=True))
    return Counter((fg, bg) for row in rows for ch, fg, bg in row if bg != "default")


def test_a_fresh_spectrum_has_white_paper(tmp_path: Path) -> None:
    with Session(repl_command(tmp_path), 80, 40) as tm:
        tm.prompt()
        tm.enter('PRINT AT 3,3;"X"')                  # at once, before any RUN
        tm.wait_for(lambda s: alternate_screen(tm) and "X" in s)
        colours = paper_and_ink(tm)
        assert set(colours) == {(BLACK, WHITE), (WHITE, WHITE)}, colours
        tm.type(" ")
        tm.prompt()
        assert "screenshot written: s.png" in run_anywhere(tm, 'SCREENSHOT "s.png"')
        tm.enter('10 PRINT AT 5,5;"AUTO"')
        run_anywhere(tm, 'SAVE "auto" LINE 10')
        leave(tm, tmp_path)
    picture = Image.open(tmp_path / "s.png").convert("RGB")
    counts = Counter(picture.get_flattened_data() if hasattr(picture, "get_flattened_data")
                     else picture.getdata())
    assert set(counts) == {(215, 215, 215), (0, 0, 0)}      # border and paper white, X black
    assert counts[(0, 0, 0)] < counts[(215, 215, 215)] // 100
    # a fresh REPL that LOADs a program saved with LINE: it starts on white paper
    with Session(repl_command(tmp_path), 80, 40) as tm:
        tm.prompt()
        tm.enter('LOAD "auto"')
        tm.wait_for(lambda s: alternate_screen(tm) and "A U T O" in s)
        assert set(paper_and_ink(tm)) == {(BLACK, WHITE), (WHITE, WHITE)}
        tm.type(" ")
        tm.prompt()
        leave(tm, tmp_path)


#: statements of the sweep every CI run types (the file and device ones the
#: C64 once died on), and how many more a seeded draw adds from each dialect
ALWAYS = {"c64": ['SAVE "SWEEP",8', 'LOAD "SWEEPX",8', 'VERIFY "NOFILE"', "OPEN 1,4",
                  "SYS 64738"],
          "spectrum": ['SAVE "sweep"', 'LOAD "nofile"', "COPY", 'PRINT AT 3,3;"X"'],
          "zx81": ['SAVE "SWEEP"', "COPY"], "zx80": ['SAVE "SWEEP"', "PRINT 1"]}
DRAWN = 4


@pytest.mark.parametrize("dialect", sorted(CORPUS))
def test_a_seeded_slice_of_the_statement_sweep(dialect: str, tmp_path: Path) -> None:
    rng = random.Random(f"issue 13 {dialect}")
    statements = list(ALWAYS[dialect])
    assert set(statements) <= set(CORPUS[dialect])
    statements += rng.sample([s for s in CORPUS[dialect] if s not in statements], DRAWN)
    sweep = Sweep(dialect, "auto", "max", tmp_path)
    sweep.start()
    try:
        for stmt in statements:
            sweep.statement(stmt)
    finally:
        sweep.stop()
    assert sweep.problems == []
    assert len(sweep.log) == 5 * len(statements)
