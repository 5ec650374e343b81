"""Ask the genuine 48K ROM where the chain shapes first end in ``4 Out of
memory`` (issue 16), searched outward from where ours does, and keep the
answers in golden/spectrum_chains.json (test_spectrum_chains.py): the first n
that fails, its report, n - 1's screen row and report, and whether ours
found the same n.  The search never goes far past ours: there a real
Spectrum's stack has run over its variables, and the simulated ROM may run
for ever.

    .venv/bin/python tests/deep/gen_chains.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1] / "tools")]

from workspace_cases import CONTEXTS, MEMORY, SHAPES, listing  # noqa: E402
from basic.frontends.headless import run_source  # noqa: E402

#: the shapes asked (the mixed chain's lines outgrow the search's limit)
CHAINS = ("minus", "not", "abs", "subscripts", "nested_str_sum")


def ours(shape, ctx, mem, n):
    """Our run of the case at n: its first row and report."""
    try:
        r = run_source("\n".join(listing(shape, ctx, mem, n)), dialect="spectrum", frames=10**6)
    except Exception as e:
        return {"row": "", "report": "too big: " + str(e)[:60]}
    return {"row": (r["rows"][0].rstrip()[:40] if r["rows"] else ""), "report": r["report"]}


def rom(shape, ctx, mem, n):
    """The ROM's run of the case at n (a program it cannot take: "too big")."""
    from oracles import zxoracle
    run_basic = zxoracle().run_basic
    try:
        res = run_basic("\n".join(listing(shape, ctx, mem, n)), load="direct", max_frames=3000, want_bitmap=False, timeout=60)
    except Exception as e:
        return {"row": "", "report": "too big: " + str(e)[:60]}
    return {"row": res["rows"][0].rstrip()[:40], "report": res["report"]}


def bad(r):
    """Not 0 OK: the case failed at this n."""
    return r["report"] is None or not r["report"].startswith("0 ")


def first(f, limit):
    """The smallest bad n up to ``limit`` (every larger n bad too), None if
    ``limit`` is good."""
    if not bad(f(limit)):
        return None
    lo, hi = 1, 16
    while hi < limit and not bad(f(hi)):
        lo, hi = hi, min(hi * 2, limit)
    while hi - lo > 1:
        m = (lo + hi) // 2
        if bad(f(m)): hi = m
        else: lo = m
    return hi


def near(f, n, limit):
    """ROM's first bad n, searched outward from ours (never far past it,
    where a corrupted ROM may run for ever)."""
    if n is None:
        return None
    lo, step = n - 1, 1
    while bad(f(lo)):
        lo, step = max(2, lo - step), step * 2
        if lo == 2:
            break
    hi, step = n, 1
    while not bad(f(hi)):
        hi, step = hi + step, step * 2
        if hi > min(limit, 2 * n):
            return None
    while hi - lo > 1:
        m = (lo + hi) // 2
        if bad(f(m)): hi = m
        else: lo = m
    return hi


def main() -> None:
    out = {}
    for shape in CHAINS:
        per = len(SHAPES[shape][0](2)) - len(SHAPES[shape][0](1))
        limit = 60000 // per
        for context in CONTEXTS:
            for memory in MEMORY:
                o = first(lambda k: ours(shape, context, memory, k), limit)
                r = near(lambda k: rom(shape, context, memory, k), o, limit)
                key = f"{shape} {context} {memory}"
                if r is not None:
                    out[key] = {"n": r, "fails": rom(shape, context, memory, r)["report"],
                                "before": rom(shape, context, memory, r - 1), "exact": o == r}
                print(key, o, r, flush=True)
    (HERE / "golden/spectrum_chains.json").write_text(
        json.dumps(out, indent=1, sort_keys=True) + "\n")


if __name__ == "__main__":
    main()
