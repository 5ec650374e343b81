"""Ask the genuine 48K ROM where each deep or long expression shape first
ends in ``4 Out of memory`` (issue 16), in each statement and memory
setting of workspace_cases.py, and keep the answers in
golden/spectrum_workspace.json: the first n that fails, its report, and the
screen and report of n-1.

    .venv/bin/python tests/deep/gen_workspace.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1] / "tools")]

from thresholds import first_bad  # noqa: E402
from workspace_cases import CONTEXTS, MEMORY, listing  # noqa: E402

#: the shapes of the first goldens, each with the statements it is matched in
#: (the chains, subscripts and right-nested string sums are gen_chains.py's)
MODELLED = {"nested_sum": tuple(CONTEXTS), "brackets": tuple(CONTEXTS),
            "str_sum": tuple(CONTEXTS)}

#: nesting beyond which a shape is not searched (the line would not fit)
LIMIT = 40000


def run(shape: str, context: str, memory: str, n: int) -> dict:
    from oracles import zxoracle
    run_basic = zxoracle().run_basic
    res = run_basic("\n".join(listing(shape, context, memory, n)), load="direct",
                    max_frames=20000, want_bitmap=False, timeout=120)
    return {"row": res["rows"][0].rstrip(), "report": res["report"]}


def fails(res: dict) -> bool:
    return res["report"].startswith("4 ")


def first_failure(shape: str, context: str, memory: str) -> dict | None:
    """Bisect for the smallest n whose run ends in report 4."""
    hi = first_bad(lambda k: fails(run(shape, context, memory, k)), LIMIT)
    if hi is None:
        return None
    return {"n": hi, "fails": run(shape, context, memory, hi)["report"],
            "before": run(shape, context, memory, hi - 1)}


def main() -> None:
    out = {}
    for shape, contexts in MODELLED.items():
        for context in contexts:
            for memory in MEMORY:
                found = first_failure(shape, context, memory)
                key = f"{shape} {context} {memory}"
                out[key] = found
                print(key, found, flush=True)
    (HERE / "golden/spectrum_workspace.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
