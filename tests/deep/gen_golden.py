"""Ask the genuine ROMs about deep expressions (issue 16) and keep their
answers in golden/: the 48K Spectrum through zxoracle (tools/oracles.py),
the C64's BASIC V2 through tests/c64/oracle/c64oracle.py (py65).

    .venv/bin/python tests/deep/gen_golden.py spectrum
    .venv/bin/python tests/deep/gen_golden.py nesting
    /tmp/cbm_oracle_venv/bin/python tests/deep/gen_golden.py c64
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path[:0] = [str(HERE), str(ROOT), str(ROOT / "tests/c64/oracle"), str(ROOT / "tools")]

from cases import (C64_CONTEXTS, C64_ORDER, C64_SHAPES, EXPRESSIONS, FN_BODIES, FN_CALLS,  # noqa: E402
                   NESTINGS, fn_chain)


def spectrum() -> None:
    from oracles import zxoracle
    run_basic = zxoracle().run_basic
    out = {}
    for name, expr in EXPRESSIONS.items():
        res = run_basic(f"10 PRINT {expr}", load="direct", max_frames=100000)
        out[name] = {"row": res["rows"][0].rstrip(), "report": res["report"]}
        print(name, out[name], flush=True)
    (HERE / "golden/spectrum.json").write_text(json.dumps(out, indent=1) + "\n")


def nesting() -> None:
    """FN calls and VALs inside one another without end: the report the
    Spectrum ROM ends them with."""
    from oracles import zxoracle
    run_basic = zxoracle().run_basic
    out = {}
    for name, lines in NESTINGS.items():
        res = run_basic("\n".join(lines), load="direct", max_frames=100000)
        out[name] = {"report": res["report"]}
        print(name, out[name], flush=True)
    (HERE / "golden/nesting.json").write_text(json.dumps(out, indent=1) + "\n")


def c64() -> None:
    """For each shape and statement, the first nesting the ROM refuses (and
    what it printed), and what it printed one level less (every level below
    the first refused one is accepted); ``n`` is None when the deepest
    nesting the line holds fits, ``last`` that nesting."""
    import c64oracle
    path = HERE / "golden/c64.json"
    out = json.loads(path.read_text()) if path.exists() and "--all" not in sys.argv else {}
    for shape, make in C64_SHAPES.items():
        for context, template in C64_CONTEXTS.items():
            key = f"{shape} {context}"
            if key in out:
                continue                    # kept (``--all`` asks the ROM again)
            n, printed = 1, {}
            while all(len(ln) <= 79 for ln in listing(template, make(n)).splitlines()):
                codes, text = c64oracle.run(listing(template, make(n)))
                printed[n] = codes
                if "OUT OF MEMORY" in text:
                    break
                n += 1
            last = max(printed)
            failed = "OUT OF MEMORY" in c64oracle.as_text(printed[last])
            entry = {"n": last if failed else None, "last": last - 1 if failed else last}
            if failed:
                entry["says"] = printed[last]
            if entry["last"] >= 1:
                entry["prints"] = printed[entry["last"]]
            out[key] = entry
            print(key, entry["n"], entry["last"], flush=True)
            path.write_text(json.dumps(out, indent=1) + "\n")


def c64_fn() -> None:
    """Chains of FNs, each body calling the one before (FN_CHAINS): the
    first chain length the ROM refuses with OUT OF MEMORY, and what it
    printed one less."""
    import c64oracle
    out = {}
    for body in FN_BODIES:
        for call in FN_CALLS:
            key = f"{body} | {call}"
            k, printed = 1, {}
            while k < 40:
                codes, text = c64oracle.run(fn_chain(k, body, call))
                printed[k] = codes
                if "OUT OF MEMORY" in text:
                    break
                k += 1
            out[key] = {"k": k, "says": printed[k], "prints": printed[k - 1]}
            print(key, k, flush=True)
    (HERE / "golden/c64_fn.json").write_text(json.dumps(out, indent=1) + "\n")


def c64_order() -> None:
    """What the ROM prints for C64_ORDER's lines: an error met before the
    failing stack check comes first."""
    import c64oracle
    out = {}
    for name, text in C64_ORDER.items():
        codes, shown = c64oracle.run(text)
        out[name] = codes
        print(name, repr(shown), flush=True)
    (HERE / "golden/c64_order.json").write_text(json.dumps(out, indent=1) + "\n")


def listing(template: str, expr: str) -> str:
    return template.replace("{e}", expr)


if __name__ == "__main__":
    {"spectrum": spectrum, "nesting": nesting, "c64": c64, "c64_fn": c64_fn,
     "c64_order": c64_order}[sys.argv[1]]()
