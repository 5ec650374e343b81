"""Issue 16: where the C64's own 6502 stack would run out, the ROM's report.

For every shape of tests/deep/cases.py in every statement context, the ROM
(golden/c64.json, made by ``gen_golden.py c64``) refuses the nesting ``n``
with ``?OUT OF MEMORY`` and prints its value at ``n - 1`` (or, for a shape
the line cannot nest deep enough to refuse, at the deepest nesting it
holds).  We must print the same bytes at both, in the closures and in the
generated-code tier."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from basic.dialects.c64.compiler import CbmCompiler

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "c64")]

from cases import C64_CONTEXTS, C64_SHAPES  # noqa: E402
from helpers import as_text, run  # noqa: E402

GOLDEN = json.loads((HERE / "golden/c64.json").read_text())
NEVER = 10**9


def printed(template: str, expr: str, hot: int) -> list[int]:
    saved = CbmCompiler.HOT
    CbmCompiler.HOT = hot
    try:
        _, _, host, reason = run(template.replace("{e}", expr))
    finally:
        CbmCompiler.HOT = saved
    assert reason == "ended"
    return host.codes


def cases() -> list[tuple[str, str, str, int, list[int]]]:
    out = []
    for shape in C64_SHAPES:
        for context in C64_CONTEXTS:
            entry = GOLDEN[f"{shape} {context}"]
            if entry["n"] is not None:
                out.append((shape, context, "refused", entry["n"], entry["says"]))
            if entry["last"] >= 1:
                out.append((shape, context, "accepted", entry["last"], entry["prints"]))
    return out


CASES = cases()


def test_the_golden_file_covers_every_shape_and_context() -> None:
    assert len(GOLDEN) == len(C64_SHAPES) * len(C64_CONTEXTS)
    assert sum(1 for c in CASES if c[2] == "refused") >= 80


@pytest.mark.parametrize("hot", [NEVER, 0], ids=["closures", "generated"])
@pytest.mark.parametrize("shape,context,what,n,codes", CASES,
                         ids=[f"{c[0]}-{c[1]}-{c[2]}" for c in CASES])
def test_we_print_what_the_rom_printed(shape: str, context: str, what: str, n: int,
                                       codes: list[int], hot: int) -> None:
    ours = printed(C64_CONTEXTS[context], C64_SHAPES[shape](n), hot)
    assert as_text(ours) == as_text(codes)
    assert ours == codes
