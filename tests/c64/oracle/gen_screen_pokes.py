"""Regenerate tests/c64/golden/screen_pokes.json (the probes of
screen_poke_cases.py) on the whole machine of genuine code.

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_screen_pokes.py

Needs the ROM images of build_rom.sh in /tmp/c64rom_full (or $C64ROM) and
py65.  Each probe's lines are typed at the machine's keyboard, then RUN and
its keys; the screen RAM, colour RAM and cursor it leaves are stored.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE))

import machine_oracle  # noqa: E402
import screen_poke_cases  # noqa: E402


def main() -> None:
    out = {}
    for name, lines, keys in screen_poke_cases.CASES:
        state = machine_oracle.run([[ord(c) for c in line] for line in lines],
                                   [13 if c == "\r" else ord(c) for c in keys])
        out[name] = {"lines": lines, "keys": keys, "screen": state["screen"],
                     "colour": state["colour"], "cursor": state["cursor"]}
        print(name, state["cursor"])
    path = ROOT / "tests" / "c64" / "golden" / "screen_pokes.json"
    path.write_text(json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
