"""Ask the genuine ZX81 8K ROM (zx81oracle.py) what short programs print,
and keep the rows and the report in tests/zx81/golden/screens_rom.json.
Needs the ROM image (see README.md).

    .venv/bin/python tests/zx81/oracle/gen_screens.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

#: name -> listing
CASES = {
    # the ZX81's space is code 0: what DIM and a Procrustean LET fill with
    "dim string filled with spaces": ('10 DIM A$(3)\n20 PRINT A$;"X"\n30 PRINT CODE A$(1)\n'
                                      '40 LET A$(2)="Y"\n50 PRINT A$;"X"\n60 LET A$="Q"\n'
                                      '70 PRINT A$;"X"\n'),
    "slice assignment pads with spaces": ('10 LET A$="ABCDE"\n20 LET A$(2 TO 4)="X"\n30 PRINT A$\n'
                                          '40 DIM B$(2,3)\n50 LET B$(1)="Q"\n'
                                          '60 PRINT B$(1);"X";B$(2);"X"\n70 PRINT CODE B$(1,3)\n'),
    # PRINT-FP scales with the ZX81's own e-to-fp (x 1E7, then x 10 at a time)
    "print fp scaling": ("10 PRINT SIN 1\n20 PRINT COS 1;\" \";TAN 1\n30 PRINT 1/3;\" \";2/7\n"
                         "40 PRINT EXP 10;\" \";EXP -10\n50 PRINT SQR 2;\" \";LN 10\n"
                         "60 PRINT 1E-7/3;\" \";1E12/7\n"),
}


def main() -> None:
    from zx81oracle import run_basic
    out = {}
    for name, listing in CASES.items():
        res = run_basic(listing)
        out[name] = {"listing": listing, "rows": [r.rstrip() for r in res["rows"][:22]],
                     "codes": [row for row in res["codes"][:22]], "report": res["report"]}
        print(name, out[name]["rows"][:4], out[name]["report"])
    (HERE.parent / "golden" / "screens_rom.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
