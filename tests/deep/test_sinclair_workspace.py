"""Issue 16: where the 48K ROM's machine stack and calculator stack run into
each other in a deep expression, ours ends in the ROM's ``4 Out of memory``
at the same nesting, in PRINT, LET and IF, with the whole 48K, after CLEAR
45000 and beside a 15K array (the count follows free memory).  The ROM's
answers are in golden/spectrum_workspace.json (gen_workspace.py): for each
case the first nesting n that fails; n - 1 prints what the ROM printed.

Not yet exact to the level: the count and our free-memory account differ
from the ROM's by a few bytes that depend on the memory setting (brackets
take 6 bytes a level, nested sums 21), so ours is held to within one level:
n + 1 fails with the ROM's report, n - 2 ends as the ROM's n - 1 did.  String
sums ("A"+"A"+..., each concatenation's copy left in the workspace) are here
too; right-nested ones, chains of signs, NOTs and ABS, and nested
subscripts are test_spectrum_chains.py's."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from basic.frontends.headless import run_source
from basic.dialects.sinclair.workspace import SPECTRUM, statement_needs

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from workspace_cases import listing  # noqa: E402

#: slow (docs/testing.md): a ROM sweep: deep and long expressions in every statement and memory setting
pytestmark = pytest.mark.slow

GOLDEN = json.loads((HERE / "golden/spectrum_workspace.json").read_text())


def run(key: str, n: int) -> dict:
    shape, context, memory = key.split()
    return run_source("\n".join(listing(shape, context, memory, n)), dialect="spectrum")


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_fails_where_the_rom_fails(key: str) -> None:
    rom = GOLDEN[key]
    assert run(key, rom["n"] + 1)["report"] == rom["fails"]


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_less_prints_what_the_rom_prints(key: str) -> None:
    rom = GOLDEN[key]
    res = run(key, rom["n"] - 2)
    assert res["report"] == rom["before"]["report"]
    if rom["before"]["row"] in ("", "1") or set(rom["before"]["row"]) == {"A"}:
        assert res["rows"][0].rstrip() == rom["before"]["row"]
    else:                               # the nested sum's value is n + 1
        assert res["rows"][0].rstrip() == str(int(rom["before"]["row"]) - 1)


def test_a_normal_statement_is_not_checked() -> None:
    """The count stays far below the threshold for ordinary lines, so they
    run as before (no check wrapped round them)."""
    from basic.dialects.sinclair.compiler import WORKSPACE_CHECKED
    text = '\xf5"score: ";(a+b)*2;" ";\xc1 (x/3)'
    assert max(statement_needs(text, SPECTRUM)) < WORKSPACE_CHECKED
