"""Every case of the c64ref set (tests/c64/c64ref, see its README), run in
C64 stream mode, must print exactly what the genuine C64 BASIC V2 ROM printed
(the .out file), byte for byte.  The cases' .in files are what was typed at
INPUT and GET."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from basic.dialects.c64.dialect import run_stream

CASES = Path(__file__).resolve().parent / "c64ref" / "cases"
NAMES = sorted(p.stem for p in CASES.glob("*.bas"))


def test_the_reference_cases_are_there() -> None:
    assert len(NAMES) >= 30


@pytest.mark.parametrize("name", NAMES)
def test_case_is_byte_identical(name: str) -> None:
    source = (CASES / f"{name}.bas").read_text()
    given = CASES / f"{name}.in"
    stdin = io.StringIO(given.read_text() if given.exists() else "")
    out = io.StringIO()
    report, reason, _ = run_stream(source, stdin, out)
    assert reason == "ended"
    assert out.getvalue().encode() == (CASES / f"{name}.out").read_bytes()
