"""Issue 16: the deep shapes the first Spectrum goldens left out, asked of
the 48K ROM since (golden/spectrum_chains.json): chains of minus signs, NOTs
and ABS, a mixed chain, nested subscripts and right-nested string sums, in
PRINT, LET and IF, with the whole 48K, after CLEAR 45000 and beside a 15K
array.  For each, the first nesting n that ends in ``4 Out of memory``
(beyond it a real Spectrum's stack runs over its variables, and the report
is then anything: 2, C, or a hang).

Ours is held to within one level, as in test_sinclair_workspace: n + 1
fails with the ROM's report, n - 2 ends as the ROM's n - 1 did; where the
golden marks the case ``exact`` (ours found the same n), n fails and n - 1
prints exactly what the ROM printed."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from basic.frontends.headless import run_source

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from workspace_cases import listing  # noqa: E402

#: slow (docs/testing.md): a ROM sweep: 45 chain shapes searched to where the stack runs out
pytestmark = pytest.mark.slow

GOLDEN = json.loads((HERE / "golden/spectrum_chains.json").read_text())


def run(key: str, n: int) -> dict:
    shape, context, memory = key.split()
    return run_source("\n".join(listing(shape, context, memory, n)), dialect="spectrum")


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_fails_where_the_rom_fails(key: str) -> None:
    rom = GOLDEN[key]
    assert run(key, rom["n"] + 1)["report"] == rom["fails"]
    # (its report code: IF NOT NOT ... 1 takes the other branch at n - 2)
    assert run(key, rom["n"] - 2)["report"].split(",")[0] == \
        rom["before"]["report"].split(",")[0]


@pytest.mark.parametrize("key", sorted(k for k, v in GOLDEN.items() if v["exact"]))
def test_exactly_where_the_rom_fails(key: str) -> None:
    rom = GOLDEN[key]
    assert run(key, rom["n"])["report"] == rom["fails"]
    before = run(key, rom["n"] - 1)
    assert before["report"] == rom["before"]["report"]
    assert before["rows"][0].rstrip() == rom["before"]["row"]
