"""SAVE writes listings with no spaces at the ends of lines (so they diff
cleanly), and never changes the program: a space that belongs to it (a REM's
text, a C64 string left open, C64 DATA, any C64 byte) is kept, the last one
as the dialect's escape; LOAD and VERIFY then see the program as it was."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from basic.dialects import get_dialect
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console

#: dialect -> (lines typed, lines saved)
CASES = {
    "spectrum": (["10 CLS", "20 RANDOMIZE", "30 GO SUB 50: STOP", "40 REM two  ",
                  '50 PRINT "a"  ', "60 DATA 1, 2 ", "70 RETURN", '80 PRINT "b  "'],
                 ["10 CLS", "20 RANDOMIZE", "30 GO SUB 50: STOP", r"40 REM two \{32}",
                  '50 PRINT "a"', "60 DATA 1, 2", "70 RETURN", '80 PRINT "b  "']),
    "zx81": (["10 CLS", "20 REM HI  ", "30 RETURN  ", "40 STOP"],
             ["10 CLS", r"20 REM HI \{0}", "30 RETURN", "40 STOP"]),
    "zx80": (["10 CLS", "20 REM HI  ", "30 STOP  "],
             ["10 CLS", r"20 REM HI \{0}", "30 STOP"]),
    "c64": (["10 print", "20 end  ", '30 print "hi  ', "40 data a, b  ", "50 rem x "],
            ["10 PRINT", "20 END {32}", '30 PRINT "HI {32}', "40 DATA A, B {32}",
             "50 REM X{32}"]),
}


def repl(dialect: str, base: Path) -> tuple[Repl, io.StringIO]:
    out = io.StringIO()
    return Repl(get_dialect(dialect), Console(out, dialect=dialect), stdin=io.StringIO(),
                stdout=out, base_dir=base), out


@pytest.mark.parametrize("dialect", sorted(CASES))
def test_saved_lines_end_without_spaces(dialect: str, tmp_path: Path) -> None:
    typed, saved = CASES[dialect]
    first, _ = repl(dialect, tmp_path)
    for line in typed:
        first.submit(line)
    first.submit('SAVE "t"')
    saved_file, = tmp_path.glob("*.bas")          # the one file SAVE wrote
    lines = saved_file.read_text().splitlines()
    assert lines[1:] == saved
    assert all(line == line.rstrip() for line in lines)

    again, out = repl(dialect, tmp_path)
    again.submit('LOAD "t"')
    if dialect in ("spectrum", "c64"):                      # the ZX80/81 have no VERIFY
        again.submit('VERIFY "t"')
        assert "verified" in out.getvalue()
    for number in first.store.numbers():
        mine, theirs = first.store.get(number), again.store.get(number)
        assert theirs.statements == mine.statements, number
        if dialect == "c64":
            assert theirs.source == mine.source, number     # the same bytes
