"""A numbered line that does not parse, typed at the REPL.

The C64 stores any numbered line as typed (CRUNCHed): LIST shows it and RUN
runs the statements before the nonsense, then stops with ``?SYNTAX  ERROR IN
n`` (an IF that is false skips it).  tests/c64/golden/unparsed_rom.json has
the genuine ROM's answers (tests/c64/oracle/gen_unparsed.py: the lines typed
at READY., LIST, RUN, CONT), which the line REPL and the screen editor give
too, byte for byte in the program.  Only a line number from 64000 on is
refused (LINGET's ?SYNTAX ERROR).

The Sinclair machines' editors check a line's syntax when it is entered and
keep a line that fails in the edit line: the REPL refuses it too (a loaded
program's nonsense is another matter: ast.Unparsed)."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from basic.dialects import get_dialect
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.console import Console
from test_screen_repl import session, typed

GOLDEN = json.loads((Path(__file__).resolve().parents[1] / "c64" / "golden" /
                     "unparsed_rom.json").read_text())


def printed_lines(text: str) -> list[str]:
    return [line.rstrip() for line in text.splitlines() if line.strip()]


def stored(repl: Repl) -> list[list]:
    return [[line.number, [ord(c) for c in line.source]] for line in repl.store.lines()]


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_the_c64_line_repl_keeps_the_line_as_the_rom_does(name: str) -> None:
    case = GOLDEN[name]
    out = io.StringIO()
    repl = Repl(get_dialect("c64"), Console(out))
    for line in case["typed"]:
        repl.submit(line)
    assert stored(repl) == case["stored"]
    if name != "a line number too big":           # the REPL's own words for a refusal
        assert printed_lines(out.getvalue()) == printed_lines(case["printed"])


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_the_c64_screen_editor_keeps_the_line_as_the_rom_does(name: str, tmp_path: Path) -> None:
    """Typed on the C64's screen: the same program, and the screen shows
    what the ROM printed, in order, between the lines typed."""
    case = GOLDEN[name]
    repl = session("c64", typed("".join(line.lower() + "\n" for line in case["typed"])),
                   tmp_path)
    assert stored(repl) == case["stored"]
    rows = [row.rstrip() for row in repl.machine.screen_rows() if row.strip()]
    want = printed_lines(case["printed"])
    at = rows.index("READY.") + 1                   # after the greeting
    for line in want:
        at = rows.index(line, at) + 1


@pytest.mark.parametrize("dialect, line", [("spectrum", "10 PRINT )"), ("zx81", "10 PRINT )"),
                                           ("zx80", "10 PRINT )")])
def test_the_sinclair_editors_refuse_the_line(dialect: str, line: str) -> None:
    out = io.StringIO()
    repl = Repl(get_dialect(dialect), Console(out))
    requests = repl.submit(line)
    assert repl.store.lines() == [] and requests and requests[0].text == line
    assert "Not stored" in out.getvalue()
