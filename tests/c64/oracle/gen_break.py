"""Regenerate tests/c64/golden/break_cont.json: RUN/STOP pressed at each of
a run of statements, then CONT, on the genuine ROM.

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_break.py

The KERNAL's STOP ($FFE1) answers "pressed" (A=$7F, Z and C set, as its
``CMP #$7F`` leaves them) at its k-th call after RUN; NEWSTT calls it before
each statement.  What the ROM printed for RUN and then for CONT is kept.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE))

import c64oracle  # noqa: E402

PROGRAM = ["10 N=N+1", "20 IF N<500 THEN GOTO 10", "30 PRINT N"]


class StopAt(c64oracle.C64Basic):
    """The ROM with the STOP key pressed at the ``k``-th STOP call of the run."""

    def __init__(self, k: int) -> None:
        super().__init__()
        self.k = k
        self.calls = 0

    def _stop(self) -> None:
        if self.running:
            self.calls += 1
        if self.calls == self.k:
            self.mpu.a = 0x7F
            self.mpu.p = (self.mpu.p & ~0x83) | 0x03
        else:
            self.mpu.a = 0xFF
            self._flags()


def main() -> None:
    cases = []
    for k in range(20, 30):
        rom = StopAt(k)
        rom.run("\n".join(PROGRAM + ["RUN", "CONT"]), run=False)
        text = c64oracle.as_text(rom.out)
        run, cont = text.split("READY.\n", 1)
        cases.append({"stop_call": k, "run": run + "READY.\n", "cont": cont})
        print(k, repr(run), repr(cont))
    path = ROOT / "tests" / "c64" / "golden" / "break_cont.json"
    path.write_text(json.dumps({"program": PROGRAM, "cases": cases}, indent=1) + "\n")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
