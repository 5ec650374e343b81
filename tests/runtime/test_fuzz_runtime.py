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

from basic.headless import run_source

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


@pytest.mark.parametrize("chunk", range(4))
def test_character_level_mutations_never_raise(chunk: int) -> None:
    """Lines cut, spliced and sprinkled with keywords: most no longer parse
    (and are left out, as the ROM's editor refuses them); the rest run."""
    donors = [ln.split(" ", 1)[-1] for path in SEEDS for ln in _program_lines(path)]
    for seed in range(chunk * 40, chunk * 40 + 40):
        rng = random.Random(seed)
        lines = []
        for n in range(rng.randint(1, 6)):
            chars = list(rng.choice(donors))
            for _ in range(rng.randint(0, 4)):
                pos = rng.randint(0, max(len(chars) - 1, 0))
                roll = rng.random()
                if roll < 0.4 and chars:
                    del chars[pos]
                elif roll < 0.8:
                    chars.insert(pos, rng.choice(KEYWORD_SNIPPETS))
                else:
                    chars[pos:pos] = list(rng.choice(donors))
            lines.append(f"{(n + 1) * 10} " + "".join(chars))
        result = run_source("\n".join(lines), frames=100, idle_frames=10,
                            inputs=["1", "abc", "2*3"])
        assert "stop_reason" in result
