"""Issue 16: a C64 formula too deep for the 6502 stack is evaluated as far
as the ROM gets before its failing check, so an error the ROM meets first
(a division by zero, a bad subscript, an undefined FN, a syntax error, an
item already printed) comes first, and one after that point never comes.
The ROM's answers: golden/c64_order.json (``gen_golden.py c64_order``)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from basic.dialects.c64.compiler import CbmCompiler

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "c64")]

from cases import C64_ORDER  # noqa: E402
from helpers import as_text, run  # noqa: E402

GOLDEN = json.loads((HERE / "golden/c64_order.json").read_text())
NEVER = 10**9


def test_the_golden_file_covers_every_case() -> None:
    assert set(GOLDEN) == set(C64_ORDER)
    assert sum("OUT OF MEMORY" in as_text(c) for c in GOLDEN.values()) >= 4
    assert sum("OUT OF MEMORY" not in as_text(c) for c in GOLDEN.values()) >= 10


@pytest.mark.parametrize("hot", [NEVER, 0], ids=["closures", "generated"])
@pytest.mark.parametrize("name", sorted(C64_ORDER))
def test_the_error_the_rom_meets_first_comes_first(name: str, hot: int) -> None:
    saved = CbmCompiler.HOT
    CbmCompiler.HOT = hot
    try:
        _, _, host, reason = run(C64_ORDER[name])
    finally:
        CbmCompiler.HOT = saved
    assert reason == "ended"
    assert as_text(host.codes) == as_text(GOLDEN[name])
