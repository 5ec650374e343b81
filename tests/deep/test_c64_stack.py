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

from cases import C64_CONTEXTS, C64_SHAPES, FN_BODIES, FN_CALLS, fn_chain  # noqa: E402
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


FN_GOLDEN = json.loads((HERE / "golden/c64_fn.json").read_text())


def fn_cases() -> list[tuple[str, str, int, list[int]]]:
    out = []
    for key, entry in FN_GOLDEN.items():
        body, call = key.split(" | ")
        out.append((body, call, entry["k"], entry["says"]))
        out.append((body, call, entry["k"] - 1, entry["prints"]))
    return out


def test_the_fn_golden_file_covers_every_body_and_call() -> None:
    assert len(FN_GOLDEN) == len(FN_BODIES) * len(FN_CALLS)
    assert all(3 <= e["k"] <= 12 for e in FN_GOLDEN.values())


@pytest.mark.parametrize("hot", [NEVER, 0], ids=["closures", "generated"])
@pytest.mark.parametrize("body,call,k,codes", fn_cases(),
                         ids=[f"{b}-{c.splitlines()[0]}-{k}" for b, c, k, _ in fn_cases()])
def test_fn_chains_run_out_of_stack_where_the_rom_does(body: str, call: str, k: int,
                                                       codes: list[int], hot: int) -> None:
    """Each FN's body is evaluated above what its call left on the 6502
    stack (FNDOER's 16 bytes and the calling formula's): the ROM refuses
    the chain ``k`` long with OUT OF MEMORY and prints ``k - 1``'s value."""
    ours = printed("{e}", fn_chain(k, body, call), hot)
    assert as_text(ours) == as_text(codes)
    assert ours == codes
