"""Regenerate tests/c64/golden/sys_params.json: ``SYS address,...`` with
routines that read their parameters through BASIC's text routines
(sys_cases.py), answered by the genuine BASIC ROM.

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_sys.py

Needs the ROM images of tests/numbers/cbm_oracle/build.sh in /tmp/cbm_oracle
and py65.  A program probe is typed in and RUN (the bytes printed after RUN
are kept); a direct probe types the loader, ``GOSUB 9000`` and then its
direct line, and keeps what was printed after the READY. that followed
the GOSUB (the RETURN that ended the typed line first, then the line's own
output and its READY. or error).
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
import sys_cases  # noqa: E402
from tests.c64.mc import assemble, loader  # noqa: E402

READY = [13, 10] + [ord(c) for c in "READY."] + [13, 10]


def with_code(program: str, routine: str) -> str:
    return ("1 GOSUB 9000\n" + program + "\n8999 END\n"
            + loader(assemble(routine, 0xC000), 0xC000))


def after_ready(codes: list[int], count: int) -> list[int]:
    """The codes after the ``count``-th READY. printed."""
    at = -1
    for _ in range(count):
        at = next(i for i in range(at + 1, len(codes)) if codes[i:i + len(READY)] == READY)
    return codes[at + len(READY):]


def main() -> None:
    out: dict[str, dict] = {}
    for name, routine, program in sys_cases.PROGRAMS:
        listing = with_code(program, routine)
        codes, text = c64oracle.run(listing)
        out[name] = {"listing": listing, "codes": codes}
        print(name, text.replace("\n", "|")[-70:])
    for name, routine, lines in sys_cases.DIRECT:
        listing = "8999 END\n" + loader(assemble(routine, 0xC000), 0xC000)
        m = c64oracle.C64Basic()
        m.running = True
        typed = listing + "GOSUB 9000\n" + "\n".join(lines) + "\n"
        codes = after_ready(m.run(typed, [], "", run=False), 2)
        out[name] = {"listing": listing, "direct": lines, "codes": codes}
        print(name, c64oracle.as_text(codes).replace("\n", "|")[-70:])
    path = ROOT / "tests" / "c64" / "golden" / "sys_params.json"
    path.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
