"""Ask the genuine ZX81 8K ROM (tests/zx81/oracle) where each deep or long
expression shape of zx81_workspace_cases.py first fails, in each statement
and memory setting, and keep the answers in golden/zx81_workspace.json: the
first n that fails, its report, and the screen's first row and report of
n - 1.  Needs the ROM image (see tests/zx81/oracle/README.md).

    .venv/bin/python tests/deep/gen_zx81_workspace.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "zx81" / "oracle")]

from thresholds import first_bad  # noqa: E402
from zx81_workspace_cases import CONTEXTS, MEMORY, SHAPES, TEXT_SHAPES, program, ram  # noqa: E402

#: nesting beyond which a shape is not searched (the line would not fit)
LIMIT = 20000


def run(shape: str, context: str, memory: str, n: int) -> dict:
    from zx81oracle import run_basic
    try:
        text, inputs = program(shape, context, memory, n)
        res = run_basic(text, ram(memory), inputs=inputs)
    except Exception as exc:            # the .p writer: the line does not fit 16K
        return {"row": "", "report": None, "stop": type(exc).__name__}
    if res["stop_reason"] == "input-wait":     # the answer was refused: INPUT asks again
        return {"row": res["rows"][0].rstrip(), "report": "input-wait", "stop": "input-wait"}
    return {"row": res["rows"][0].rstrip(), "report": res["report"], "stop": res["stop_reason"]}


def fails(res: dict) -> bool:
    return res["report"] is None or not res["report"].startswith("0/")


def first_failure(shape: str, context: str, memory: str) -> dict | None:
    """Bisect for the smallest n whose run does not end in 0."""
    hi = first_bad(lambda k: fails(run(shape, context, memory, k)), LIMIT)
    if hi is None:
        return None
    at = run(shape, context, memory, hi)
    before = run(shape, context, memory, hi - 1)
    return {"n": hi, "fails": at["report"], "stop": at["stop"],
            "before": {"row": before["row"], "report": before["report"]}}


def main() -> None:
    out = {}
    for shape in SHAPES:
        text_contexts = [c for c, shapes in TEXT_SHAPES.items() if shape in shapes]
        for context in list(CONTEXTS) + text_contexts:
            for memory in MEMORY:
                key = f"{shape} {context} {memory}"
                out[key] = found = first_failure(shape, context, memory)
                print(key, found, flush=True)
    (HERE / "golden/zx81_workspace.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
