"""The REPL for the ZX80, ZX81 and C64 (no terminal): LIST in each machine's
format, reports shown once, output by each machine's text rules, CONT,
completion and colouring per dialect, and Battleship's ``GO TO 700``."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from basic.dialects import get_dialect
from basic.frontends.repl.commands import Repl
from basic.frontends.repl.completion import KeywordCompleter, keywords
from basic.frontends.repl.console import Console
from basic.frontends.repl.highlight import pieces
from basic.dialects.c64.syntax import listing_line

ROOT = Path(__file__).resolve().parents[2]
BATTLESHIP = (ROOT / "listings" / "battleship.bas").read_text()
SHIPS = [60, 70, 80, 90, 47, 57, 67, 77, 63, 54, 45, 36, 54, 65, 76, 87]


class Rig:
    """A REPL of ``dialect`` writing to a StringIO, INPUT answers from ``inputs``."""

    def __init__(self, dialect: str, base: Path, inputs: str = "",
                 speed: str | None = None) -> None:
        self.out = io.StringIO()
        self.repl = Repl(get_dialect(dialect), Console(self.out, dialect=dialect),
                         stdin=io.StringIO(inputs), stdout=self.out, base_dir=base,
                         speed=speed)

    def type(self, *lines: str) -> str:
        start = self.out.tell()
        for text in lines:
            self.repl.submit(text)
        self.out.seek(start)
        shown = self.out.read()
        self.out.seek(0, io.SEEK_END)
        return shown


# -- LIST ------------------------------------------------------------------------

def test_c64_list_is_the_machines(tmp_path: Path) -> None:
    rig = Rig("c64", tmp_path)
    rig.type('10 print "hi{clr}";:goto10', "20 fora=1to3:?a:next")
    shown = rig.type("LIST").splitlines()
    program = rig.repl.store.lines()
    assert shown == [listing_line(ln.number, ln.source) for ln in program] + ["READY."]
    assert shown[:2] == ['10 PRINT "HI{clr}";:GOTO10', "20 FORA=1TO3:PRINTA:NEXT"]


@pytest.mark.parametrize("dialect", ["zx80", "zx81"])
def test_zx8x_list_matches_the_machines_own_list(tmp_path: Path, dialect: str) -> None:
    rig = Rig(dialect, tmp_path)
    rig.type("10 let a = 1", '20 if a=1 then print "inverse"')
    shown = rig.type("LIST").splitlines()
    assert shown[0] == "  10 LET A = 1"
    assert shown[1] == '  20>IF A=1 THEN PRINT "inverse"'    # the current line, > after it
    # the machine's own LIST (inside a program) spells the lines the same,
    # bar the spaces typed outside strings, which it is given without (it
    # lists the line's stored codes, as the ROMs do; one space between
    # tokens is not stored)
    rig.repl.machine.list_program(rig.repl.store.program(), 0)
    rows = [r.rstrip() for r in rig.repl.machine.screen_rows()]
    squeeze = (lambda t: t.replace(" = ", "="))  # noqa: E731
    assert rows[0] == squeeze(shown[0])
    assert rows[1].replace("INVERSE", "inverse") == shown[1].replace(">", " ", 1)
    # the ZX81's LIST ends with report 0/0; the ZX80's goes back to the
    # editor with none (tests/formats/golden/loaded_rom.json, "list_...")
    assert shown[2:] == ([rig.repl.dialect.format_report(_report("0"))] if dialect == "zx81"
                         else [])


def _report(code: str):
    from basic.core.interpreter import Report
    return Report(code, 0, 1)


# -- reports and output -------------------------------------------------------------

def test_c64_error_report_is_shown_once(tmp_path: Path) -> None:
    rig = Rig("c64", tmp_path)
    rig.type('10 PRINT "HI"', "20 PRINT 1/0")
    shown = rig.type("RUN")
    assert shown.count("?DIVISION BY ZERO  ERROR IN 20") == 1
    assert shown.count("READY.") == 1
    assert shown == "HI\n\n?DIVISION BY ZERO  ERROR IN 20\nREADY.\n"
    assert rig.type("PRINT 5") == " 5 \nREADY.\n"      # a number and its cursor right


def test_c64_stop_and_cont(tmp_path: Path) -> None:
    rig = Rig("c64", tmp_path)
    rig.type("10 A=1:STOP", "20 PRINT A+1")
    assert rig.type("RUN") == "\nBREAK IN 10\nREADY.\n"
    assert rig.type("CONT") == " 2 \nREADY.\n"


BREAK_CONT = json.loads((ROOT / "tests" / "c64" / "golden" / "break_cont.json").read_text())


def _lines(text: str) -> list[str]:
    return [ln.strip() for ln in text.splitlines() if ln.strip() and ln.strip() != "READY."]


def test_c64_cont_after_run_stop_takes_the_goto_that_ran(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """RUN/STOP after ``IF ... THEN GOTO 10`` reports line 20, but CONT goes
    on at line 10, where the GOTO had already moved the text pointer (the
    ROM's answers: tests/c64/golden/break_cont.json).  RUN/STOP is pressed
    at frame 3 with the frame boundaries moved along the loop until it has
    landed in both lines."""
    from tests.repl.test_commands import break_at_frame
    rom = {tuple(_lines(c["run"])): _lines(c["cont"]) for c in BREAK_CONT["cases"]}
    assert set(rom) == {("BREAK IN 10",), ("BREAK IN 20",)}
    landed = set()
    for phase in range(0, 16000, 500):
        if landed == set(rom):
            break
        rig = Rig("c64", tmp_path, speed="1000")
        rig.type(*BREAK_CONT["program"])
        with monkeypatch.context() as patch:
            break_at_frame(patch, 3, phase)
            broke = tuple(_lines(rig.type("RUN")))
        if broke in rom:
            landed.add(broke)
            assert _lines(rig.type("CONT")) == rom[broke]
    assert landed == set(rom)


def test_c64_input_answer_is_echoed_by_the_machine_once(tmp_path: Path) -> None:
    rig = Rig("c64", tmp_path, inputs="7\n")
    rig.type('10 INPUT "N";N', "20 PRINT N*6")
    assert rig.type("RUN") == "N? 7\n 42 \nREADY.\n"


@pytest.mark.parametrize("dialect,report", [("zx80", "6/10"), ("zx81", "6/10")])
def test_zx8x_report_is_shown_once(tmp_path: Path, dialect: str, report: str) -> None:
    rig = Rig(dialect, tmp_path)
    rig.type("10 LET A=1/0")
    assert rig.type("RUN") == report + "\n"


def test_zx81_output_is_in_its_character_set(tmp_path: Path) -> None:
    rig = Rig("zx81", tmp_path)
    shown = rig.type('PRINT "\\!:\\!.\\!'"'"'\\|:";TAB 8;"£";AT 2,3;"X"')
    assert shown == "▒\U0001FB8F\U0001FB8E\U0001FB90    £\n\n   X\n0/0\n"


def test_battleship_go_to_700_draws_the_ocean(tmp_path: Path) -> None:
    """As ``basic run -i listings/battleship.bas``: RUN, stop with 100, then
    GO TO 700 draws Figure 2's ocean with the game's ships."""
    rig = Rig("zx80", tmp_path, inputs="100\n")
    rig.repl.load_text(BATTLESHIP)
    rig.repl.run()
    assert rig.out.getvalue().splitlines()[-1] == "9/370"
    shown = rig.type("GO TO 700").splitlines()
    ocean = [" 0123456789"] + [
        str(k - 1) + "".join("X" if 10 * k + x in SHIPS else " " for x in range(1, 11))
        for k in range(1, 11)]
    assert shown == [row.rstrip() for row in ocean] + ["0/830"]


# -- the editor's help ----------------------------------------------------------------

@pytest.mark.parametrize("dialect,typed,word", [
    ("zx80", "10 ran", "RANDOMISE"), ("zx81", "10 unp", "UNPLOT"),
    ("zx81", "PRINT ink", "INKEY$"), ("c64", "10 pr", "PRINT#"), ("c64", "?le", "LEFT$")])
def test_completion_uses_each_dialects_keywords(dialect: str, typed: str, word: str) -> None:
    found = [w for w, _ in KeywordCompleter(dialect).matches(typed)]
    assert word in found


def test_keywords_of_one_dialect_are_not_offered_in_another() -> None:
    assert "UNPLOT" not in keywords("zx80") and "UNPLOT" in keywords("zx81")
    assert "GET" in keywords("c64") and "GET" not in keywords("zx81")
    assert "TL$" in keywords("zx80")


def test_zx8x_lines_are_coloured_by_their_lexer() -> None:
    get_dialect("zx81")                       # registers the ZX81's syntax module
    got = pieces('10 PRINT "A";SIN X', "zx81")
    assert ("class:keyword", "PRINT") in got and ("class:string", '"A"') in got
    assert ("class:keyword", "SIN") in got


@pytest.mark.parametrize("typed", [
    '10 print "hi{clr}";:goto10', "fort=1to3:?t:next", "20 score=5", "30 rem go {CBM-R}",
    '40 data 1,abc,"x":print', "a=1e5+.5*rnd(1)", "10 print {nosuchcode}"])
def test_c64_lines_are_coloured_as_the_rom_crunches_them(typed: str) -> None:
    """What shows as a keyword is what CRUNCH makes a token (cbm_crunch),
    strings, REM and DATA text stay text; the pieces join back into the line."""
    from basic.dialects.c64 import text as cbm_text
    from basic.dialects.c64.crunch import crunch
    from basic.dialects.c64.syntax import parse_line
    from basic.dialects.c64.tokens import NAME
    got = pieces(typed, "c64")
    assert "".join(t for _, t in got) == typed
    if "nosuchcode" in typed:
        assert got[-1][0] == "class:error"
        return
    line = parse_line(typed)
    stored = line.source if hasattr(line, "source") else crunch(cbm_text.decode(typed))
    words, quote = [], False
    for ch in stored:                       # the keyword tokens CRUNCH stored
        quote = quote != (ch == '"')
        word = NAME.get(ord(ch), "")
        if not quote and word[:1].isalpha():
            words.append(word)
            if word == "REM":
                break
    assert ["PRINT" if t == "?" else t.upper() for style, t in got
            if style == "class:keyword"] == words


def test_c64_colouring_shows_keywords_inside_names() -> None:
    got = pieces("20 score=5", "c64")
    assert ("class:keyword", "or") in got                       # SC OR E, as CRUNCH reads it
    assert ("class:comment", " go {CBM-R}") in pieces("30 rem go {CBM-R}", "c64")
    assert ("class:string", "1,abc,") in pieces('40 data 1,abc,"x":print', "c64")


def test_repl_screenshot_uses_the_machines_picture(tmp_path: Path) -> None:
    from PIL import Image
    for dialect, size in (("zx81", (640, 512)), ("c64", (768, 528))):
        rig = Rig(dialect, tmp_path)
        rig.type(f"SCREENSHOT {dialect}")
        assert Image.open(tmp_path / f"{dialect}.png").size == size


def test_c64_save_keeps_codes_after_rem(tmp_path: Path) -> None:
    """LIST spells a token's code after REM as its keyword (REM {CBM-R} shows
    PRINT), but the saved file keeps the code, so LOAD gives the same line."""
    rig = Rig("c64", tmp_path)
    rig.type("10 REM {CBM-R}{lgrn}", '20 PRINT "HI"')
    stored = [ln.source for ln in rig.repl.store.lines()]
    rig.type('SAVE "T"')
    assert (tmp_path / "t.bas").read_text().splitlines()[1] == "10 REM {CBM-R}{lgrn}"
    rig.type("NEW", 'LOAD "T"')
    assert [ln.source for ln in rig.repl.store.lines()] == stored
