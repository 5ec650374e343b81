"""Ask the genuine ROMs about deep expressions (issue 16) and keep their
answers in golden/: the 48K Spectrum through ../shared/zxrom/zxoracle.py,
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
sys.path[:0] = [str(HERE), str(ROOT), str(ROOT / "tests/c64/oracle"), "/work/shared/zxrom"]

from cases import C64_SHAPES, EXPRESSIONS, NESTINGS  # noqa: E402


def spectrum() -> None:
    from zxoracle import run_basic
    out = {}
    for name, expr in EXPRESSIONS.items():
        res = run_basic(f"10 PRINT {expr}", load="direct", max_frames=100000)
        out[name] = {"row": res["rows"][0].rstrip(), "report": res["report"]}
        print(name, out[name], flush=True)
    (HERE / "golden/spectrum.json").write_text(json.dumps(out, indent=1) + "\n")


def nesting() -> None:
    """FN calls and VALs inside one another without end: the report the
    Spectrum ROM ends them with."""
    from zxoracle import run_basic
    out = {}
    for name, lines in NESTINGS.items():
        res = run_basic("\n".join(lines), load="direct", max_frames=100000)
        out[name] = {"report": res["report"]}
        print(name, out[name], flush=True)
    (HERE / "golden/nesting.json").write_text(json.dumps(out, indent=1) + "\n")


def c64() -> None:
    """For each shape and statement, the first nesting the ROM refuses (and
    what it says): everything below it printed its value."""
    import c64oracle
    out = {}
    for shape, make in C64_SHAPES.items():
        for stmt in ("PRINT ", "A="):
            n = 1
            while True:
                line = f"10 {stmt}{make(n)}"
                if len(line) > 79:
                    break
                text = c64oracle.run(line)[1].strip()
                if "ERROR" in text:
                    out[f"{shape} {stmt.strip()}"] = {"n": n, "says": text}
                    print(shape, stmt, n, text, flush=True)
                    break
                n += 1
    (HERE / "golden/c64.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    {"spectrum": spectrum, "nesting": nesting, "c64": c64}[sys.argv[1]]()
