"""Fuzz the runtime: mutated programs must end in a report or a stop reason,
never in a Python exception.

The seeds are the golden cases' own listings (every statement and function
the ROM knows appears in them); the mutations swap numbers for awkward values,
operators for other operators, and statements between programs, so the
interpreter meets huge, negative, fractional and mistyped arguments in every
statement.  A fixed random seed keeps the run reproducible.
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from basic.frontends.headless import run_source

#: slow (docs/testing.md): fuzz slices: mutated programs run to their end
pytestmark = pytest.mark.slow

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "zx"
SEEDS = sorted(GOLDEN.glob("*/*.bas"))
AWKWARD = ["0", "-1", "1e38", "-1e38", "65536", "255.5", "-0.5", "1e-39", "32768", "9999", "22", "256"]
OPERATORS = ["+", "-", "*", "/", "^", "=", "<", ">", "<>", " AND ", " OR "]


def _program_lines(path: Path) -> list[str]:
    return [ln for ln in path.read_text().splitlines() if ln and not ln.startswith("#")]


def _mutate(lines: list[str], rng: random.Random, donors: list[str]) -> str:
    out = []
    for line in lines:
        if rng.random() < 0.5:
            line = re.sub(r"(?<![A-Za-z$])\d+(\.\d+)?", lambda m: rng.choice(AWKWARD)
                          if rng.random() < 0.3 else m.group(0), line)
        if rng.random() < 0.3:
            line = re.sub(r"[+\-*/^=<>]", lambda m: rng.choice(OPERATORS)
                          if rng.random() < 0.3 else m.group(0), line)
        out.append(line)
    if donors and rng.random() < 0.5:
        donor = rng.choice(donors)
        number = rng.randint(1, 60)
        out.append(f"{number} " + donor.split(" ", 1)[-1])
    return "\n".join(out)


@pytest.mark.parametrize("chunk", range(8))
def test_mutated_programs_never_raise(chunk: int) -> None:
    rng = random.Random(1983 + chunk)
    donors = [ln for path in SEEDS for ln in _program_lines(path)]
    for path in SEEDS[chunk::8]:
        program = _mutate(_program_lines(path), rng, donors)
        result = run_source(program, frames=150, idle_frames=20)
        assert result["stop_reason"] in {
            "ended", "input-wait", "inkey-wait", "pause-wait", "frames-limit",
            "key-wait", "tape", "scroll?"}, program
        if result["stop_reason"] == "ended":
            assert re.match(r"^[0-9A-R] .+, \d+:\d+$", result["report"]), program


KEYWORD_SNIPPETS = [
    "PRINT ", "LET ", "GO TO ", "FOR ", "NEXT ", " TO ", "DIM ", "INPUT ", "READ ", "DATA ",
    "CHR$ ", "VAL ", "VAL$ ", "STR$ ", "INKEY$", "FN ", "DEF FN ", "USR ", "PEEK ", "POKE ",
    "CIRCLE ", "DRAW ", "PLOT ", "SCREEN$ ", "ATTR ", "POINT ", "RESTORE ", "RETURN", "GO SUB ",
    "CLEAR ", "RUN ", "CONTINUE", "LIST ", "NEW", "STOP", "RANDOMIZE ", "PAUSE ", "BEEP ",
    "OUT ", "IN ", "OPEN #", "CLOSE #", "LPRINT ", "COPY", "SAVE ", "LOAD ", "CAT ", "BORDER ",
    "INK ", "PAPER ", "OVER ", "CLS", "IF ", " THEN ", " AND ", " OR ", "NOT ", "LINE ", "BIN ",
    "PI", "RND", "SIN ", "LN ", "EXP ", "SQR ", "INT ", "CODE ", "LEN ",
] + list('0123456789+-*/^=<>(),;:"$ abcxyz')


def _splice(rng: random.Random, chars: list, times: int, cut: float,
            snippets: list[str], donors: list[str]) -> list:
    """``times`` edits of a line's characters: a character cut (chance
    ``cut``), a snippet inserted, or another line's text spliced in."""
    for _ in range(times):
        pos = rng.randint(0, max(len(chars) - 1, 0))
        roll = rng.random()
        if roll < cut and chars:
            del chars[pos]
        elif roll < 0.8:
            chars.insert(pos, rng.choice(snippets))
        else:
            chars[pos:pos] = list(rng.choice(donors))
    return chars


@pytest.mark.parametrize("chunk", range(4))
def test_character_level_mutations_never_raise(chunk: int) -> None:
    """Lines cut, spliced and sprinkled with keywords: most no longer parse
    (and are left out, as the ROM's editor refuses them); the rest run."""
    donors = [ln.split(" ", 1)[-1] for path in SEEDS for ln in _program_lines(path)]
    for seed in range(chunk * 40, chunk * 40 + 40):
        rng = random.Random(seed)
        lines = []
        for n in range(rng.randint(1, 6)):
            chars = _splice(rng, list(rng.choice(donors)), rng.randint(0, 4), 0.4,
                            KEYWORD_SNIPPETS, donors)
            lines.append(f"{(n + 1) * 10} " + "".join(chars))
        result = run_source("\n".join(lines), frames=100, idle_frames=10,
                            inputs=["1", "abc", "2*3"])
        assert "stop_reason" in result


# -- the other dialects ---------------------------------------------------------

ROOT = Path(__file__).resolve().parents[2]
ZX81_SEEDS = [
    "10 LET A$=\"HELLO\"\n20 PRINT A$(2 TO 4);LEN A$;CODE A$\n30 PRINT AT 5,3;\"X\";TAB 20;1/3",
    "10 FOR I=0 TO 63 STEP 7\n20 PLOT I,I/2\n30 UNPLOT I,0\n40 NEXT I\n50 SCROLL",
    "10 DIM A(3,4)\n20 LET A(2,3)=SQR 2\n30 PRINT A(2,3)**2,INT -2.5,ABS -1",
    "10 DIM B$(2,5)\n20 LET B$(1)=\"ABCDEFG\"\n30 PRINT B$(1);VAL \"2*3\";STR$ PI",
    "10 GOSUB 100\n20 STOP\n100 PRINT RND;INKEY$\n110 RETURN",
    "10 INPUT A\n20 INPUT B$\n30 IF A>1 AND B$<>\"\" THEN PRINT A,B$",
    "10 POKE 16514,1\n20 PRINT PEEK 16514;USR 0\n30 PAUSE 10\n40 FAST\n50 SLOW\n60 RAND 5",
    "10 PRINT CHR$ 38;EXP 1;LN 2;SIN 1;COS 1;TAN 1;ASN 1;ACS 0;ATN 1;SGN -3;NOT 0",
]
ZX80_SEEDS = [
    "10 LET A=32767\n20 LET B=A+1\n30 PRINT A/7,A*2",
    "10 DIM A(5)\n20 FOR I=0 TO 5\n30 LET A(I)=RND(6)\n40 NEXT I\n50 PRINT A(3)",
    "10 LET A$=\"ZX80\"\n20 PRINT TL$(A$);CODE(A$);CHR$(38);STR$(-5)",
    "10 GO SUB 100\n20 STOP\n100 PRINT ABS(-3);PEEK(16384);USR(0)\n110 RETURN",
    "10 INPUT A\n20 INPUT B$\n30 IF A=1 THEN PRINT B$",
    "10 POKE 16384,0\n20 RANDOMISE 3\n30 PRINT (7 AND 3) OR NOT 1,2**3",
] + [ln for ln in (ROOT / "listings" / "battleship.bas").read_text().split("\n\n")]


def _cbm_seeds() -> list[str]:
    import json
    cases = json.loads((ROOT / "tests" / "c64" / "golden" / "rom_cases.json").read_text())
    return [case["listing"] for case in cases.values()]


SNIPPETS = {
    "zx81": ["PRINT ", "LET ", "GOTO ", "GOSUB ", "FOR ", " TO ", " STEP ", "NEXT ", "IF ",
             " THEN ", "DIM ", "INPUT ", "POKE ", "PEEK ", "CHR$ ", "CODE ", "STR$ ", "VAL ",
             "RND", "PLOT ", "UNPLOT ", "SCROLL", "AT ", "TAB ", "**", "1E38", "0", "-1"],
    "zx80": ["PRINT ", "LET ", "GO TO ", "GO SUB ", "FOR ", " TO ", "NEXT ", "IF ", " THEN ",
             "DIM ", "INPUT ", "POKE ", "PEEK(", "CHR$(", "CODE(", "TL$(", "RND(", "**",
             "32767", "-32768", "0"],
    "c64": ["PRINT", "GOTO", "GOSUB", "FOR", "TO", "STEP", "NEXT", "IF", "THEN", "DIM", "GET",
            "INPUT", "POKE", "PEEK(", "CHR$(", "MID$(", "LEFT$(", "VAL(", "TI$", "ON", "DEF FN",
            "FN", "READ", "DATA", "{clr}", "%", "$", "1E38", "65536", "-32768"],
}
SEEDS_OF = {"zx81": lambda: ZX81_SEEDS, "zx80": lambda: ZX80_SEEDS, "c64": _cbm_seeds}


@pytest.mark.parametrize("dialect", ["zx80", "zx81", "c64"])
def test_other_dialects_survive_character_level_mutations(dialect: str) -> None:
    """The same cut-and-splice mutations on each dialect's own programs:
    every run ends in the machine's report or a stop reason."""
    programs = [p.strip("\n").split("\n") for p in SEEDS_OF[dialect]()]
    programs = [[ln for ln in p if re.match(r"\s*\d", ln)] for p in programs]
    programs = [p for p in programs if p]
    donors = [re.sub(r"^\s*\d+\s*", "", ln) for p in programs for ln in p]
    for seed in range(60):
        rng = random.Random(seed)
        lines = []
        for line in rng.choice(programs):
            number, body = re.match(r"\s*(\d+)\s*(.*)", line).groups()
            chars = _splice(rng, list(body), rng.randint(0, 3), 0.35, SNIPPETS[dialect], donors)
            lines.append(number + " " + "".join(chars))
        result = run_source("\n".join(lines), dialect=dialect, frames=100, idle_frames=10,
                            inputs=["1", "abc", "2*3"])
        assert result["stop_reason"] in {
            "ended", "input-wait", "inkey-wait", "pause-wait", "frames-limit",
            "key-wait", "tape", "scroll?", "input-eof"}, (dialect, lines, result["stop_reason"])
