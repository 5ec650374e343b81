"""Issue 16 on the ZX80: the 4K ROM evaluates an expression on the machine
stack and never checks it, so a deep one runs the stack down through the
display, edit line and variables into the end of its own line, and the real
machine then goes wrong (a wrong line number or report, or a hang; what it
did is kept in golden/zx80_workspace.json, from gen_zx80_workspace.py on the
ROM).  Ours stops at that same depth with report 4 (basic/dialects/zx80/stack.py),
for nested brackets, nested sums and runs of signs, in PRINT, LET and IF,
on 1K, 16K and 16K beside an array; within one level of the ROM.

Not modelled here: a flat sum long enough to fill the RAM with its line
(a real ZX80 could not even load it; ``sum`` in the golden file)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from basic.core.peripherals import Peripherals
from basic.frontends.headless import run_source

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from gen_zx80_workspace import MEMORY, expected_row, listing  # noqa: E402

#: slow (docs/testing.md): a ROM sweep: deep and long expressions in every statement and memory setting
pytestmark = pytest.mark.slow

GOLDEN = json.loads((HERE / "golden/zx80_workspace.json").read_text())
MODELLED = ("brackets", "nested_sum", "minus")
CASES = sorted(key for key in GOLDEN if key.split()[0] in MODELLED)


def run(key: str, n: int) -> dict:
    shape, context, memory = key.split()
    return run_source("# dialect: zx80\n" + listing(shape, context, memory, n),
                      peripherals=Peripherals(ram=MEMORY[memory][0]))


def clean(key: str, n: int) -> bool:
    shape, context, _ = key.split()
    res = run(key, n)
    return res["report"] == "0/10" and res["rows"][0].rstrip() == expected_row(shape, context, n)


def test_the_rom_goes_wrong_in_every_case() -> None:
    assert len(CASES) == 27
    assert all(GOLDEN[key]["fails"] != "0/10" or GOLDEN[key]["row"] for key in CASES)


@pytest.mark.parametrize("key", CASES)
def test_report_4_where_the_rom_goes_wrong(key: str) -> None:
    n = GOLDEN[key]["n"]
    assert run(key, n)["report"] == "4/10" or run(key, n + 1)["report"] == "4/10"


@pytest.mark.parametrize("key", CASES)
def test_less_runs_as_on_the_rom(key: str) -> None:
    n = GOLDEN[key]["n"]
    assert GOLDEN[key]["before"]["report"] == "0/10"
    assert clean(key, n - 1) or clean(key, n - 2)
