"""Regenerate tests/c64/golden/crunch.json: the bytes the genuine ROM stores
for each line of cases.CRUNCH_LINES (typed in, read back from $0801).

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_crunch.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import c64oracle  # noqa: E402
from cases import CRUNCH_LINES  # noqa: E402
from basic.dialects.c64 import text as cbm_text  # noqa: E402


def main() -> None:
    out = []
    for line in CRUNCH_LINES:
        petcat = cbm_text.listing_case([line])
        typed = cbm_text.decode(line, petcat)
        stored = c64oracle.stored_lines(typed)
        out.append({"line": line, "number": stored[0][0], "bytes": stored[0][1]})
        print(line, stored)
    path = ROOT / "tests" / "c64" / "golden" / "crunch.json"
    path.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
