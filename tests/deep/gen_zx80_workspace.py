"""Ask the genuine ZX80 4K ROM (tests/zx80/oracle) where each deep or long
numeric expression shape of zx81_workspace_cases.py first fails (the ZX80
has no string +), in PRINT, LET and IF, on 1K, 16K and 16K beside an array,
and keep the answers in golden/zx80_workspace.json: the first n that fails,
its report, and the first row and report of n - 1.  Needs the ROM image
(see tests/zx80/oracle/zx80oracle.py).

    .venv/bin/python tests/deep/gen_zx80_workspace.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "zx80" / "oracle")]

from thresholds import first_bad  # noqa: E402
from zx81_workspace_cases import CONTEXTS, SHAPES  # noqa: E402

#: memory setting -> (K of RAM, the lines before line 10)
MEMORY: dict[str, tuple[int, list[str]]] = {
    "1k": (1, []),
    "16k": (16, []),
    "dim": (16, ["5 DIM B(255)"]),
}
NUMERIC = [shape for shape, (_, is_string) in SHAPES.items() if not is_string]
LIMIT = 20000


def listing(shape: str, context: str, memory: str, n: int) -> str:
    make, _ = SHAPES[shape]
    return "\n".join(MEMORY[memory][1] + [f"10 {CONTEXTS[context][0].format(make(n))}"]) + "\n"


def run(shape: str, context: str, memory: str, n: int) -> dict:
    from zx80oracle import run_basic
    try:
        res = run_basic(listing(shape, context, memory, n), MEMORY[memory][0])
    except Exception as exc:            # the .o writer: the line does not fit
        return {"row": "", "report": None, "stop": type(exc).__name__}
    return {"row": res["rows"][0].rstrip(), "report": res["report"], "stop": res["stop_reason"]}


def expected_row(shape: str, context: str, n: int) -> str:
    """What a ZX80 with room enough prints on the first row."""
    if context == "LET":
        return ""
    if context == "IF" or shape == "brackets":
        return "1"
    if shape == "minus":
        return "1" if n % 2 == 0 else "-1"
    return str(n + 1 if shape == "nested_sum" else n)


def fails(res: dict, shape: str, context: str, n: int) -> bool:
    """Not the clean end: the ROM's machine stack has no check of its own in
    SCANNING, so a deep expression can run the stack into the program line
    and end in anything (a wrong report, a wrong line, a hang)."""
    return res["report"] != "0/10" or res["row"] != expected_row(shape, context, n)


def first_failure(shape: str, context: str, memory: str) -> dict | None:
    hi = first_bad(lambda k: fails(run(shape, context, memory, k), shape, context, k), LIMIT)
    if hi is None:
        return None
    at = run(shape, context, memory, hi)
    before = run(shape, context, memory, hi - 1)
    return {"n": hi, "fails": at["report"], "stop": at["stop"], "row": at["row"],
            "before": {"row": before["row"], "report": before["report"]}}


def main() -> None:
    out = {}
    for shape in NUMERIC:
        for context in CONTEXTS:
            for memory in MEMORY:
                key = f"{shape} {context} {memory}"
                out[key] = found = first_failure(shape, context, memory)
                print(key, found, flush=True)
    (HERE / "golden/zx80_workspace.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
