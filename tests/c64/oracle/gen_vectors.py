"""Regenerate tests/c64/golden/vectors.json (the probes of vector_cases.py)
on the whole machine of genuine code.

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_vectors.py

Needs the ROM images of build_rom.sh in /tmp/c64rom_full (or $C64ROM) and
py65.  Each probe's routine is POKEd from DATA by ``GOSUB 9000`` (its
loader lines typed with the program's), then RUN and its keys; the screen
RAM, colour RAM and cursor it leaves are stored with the whole listing.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import machine_oracle  # noqa: E402
import vector_cases  # noqa: E402
from tests.c64.mc import assemble, loader  # noqa: E402


def main() -> None:
    out = {}
    for name, routine, lines, keys in vector_cases.CASES:
        listing = ["1 GOSUB 9000"] + lines + ["8999 END"] + \
            loader(assemble(routine, 0xC000), 0xC000).splitlines()
        state = machine_oracle.run([[ord(c) for c in line] for line in listing],
                                   [13 if c == "\r" else ord(c) for c in keys])
        out[name] = {"listing": "\n".join(listing), "keys": keys, "screen": state["screen"],
                     "colour": state["colour"], "cursor": state["cursor"]}
        print(name, state["cursor"])
    path = ROOT / "tests" / "c64" / "golden" / "vectors.json"
    path.write_text(json.dumps(out) + "\n")


if __name__ == "__main__":
    main()
