"""Regenerate tests/c64/golden/screen_cases.json with the KERNAL's own screen
editor (screen_oracle.py; see its docstring for what it needs).

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_screen.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import screen_oracle  # noqa: E402
from screen_cases import CASES  # noqa: E402
from basic.dialects.c64 import text as cbm_text  # noqa: E402


def main() -> None:
    out = {}
    for name, printed, keys in CASES:
        codes = [ord(c) for c in cbm_text.decode(printed)]
        typed = [ord(c) for c in cbm_text.decode(keys)] if keys is not None else None
        if typed and len(typed) > 10:
            raise ValueError(f"{name}: the keyboard buffer holds 10 keys")
        result = screen_oracle.run(codes, typed)
        out[name] = {"printed": printed, "keys": keys, **result}
        print(name, result["tblx"], result["pntr"], result["line"])
    (ROOT / "tests" / "c64" / "golden" / "screen_cases.json").write_text(json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
