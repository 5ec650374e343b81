"""golden/varmem_rom.json: BASIC's variables, arrays and strings as the
genuine BASIC ROM leaves them in memory (VARTAB to STREND, and string space),
for tests/c64/test_varmem.py.  A regeneration tool (see README.md): run it
with a Python that has py65 and the ROM images of tests/numbers/cbm_oracle.
"""
from __future__ import annotations

import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from c64oracle import C64Basic  # noqa: E402

PROGRAM = """10 A=1.5:B%=-2:C$="HI"+"":DEF FNZ(X)=X*2
20 DIM D(2,3),E%(1),F$(2):D(1,2)=7:D(2,0)=3
30 E%(1)=5:F$(1)="Q"+"R":G$="LIT"
"""


def main() -> None:
    m = C64Basic()
    m.run(PROGRAM)
    mem = m.mem
    word = lambda a: mem[a] | mem[a + 1] << 8      # noqa: E731
    pointers = {name: word(a) for name, a in
                (("TXTTAB", 43), ("VARTAB", 45), ("ARYTAB", 47), ("STREND", 49), ("FRETOP", 51))}
    out = {"program": PROGRAM, "pointers": pointers,
           "variables": list(mem[pointers["VARTAB"]:pointers["ARYTAB"]]),
           "arrays": list(mem[pointers["ARYTAB"]:pointers["STREND"]]),
           "strings": list(mem[pointers["FRETOP"]:40960]),
           "program_bytes": list(mem[pointers["TXTTAB"]:pointers["VARTAB"]])}
    path = os.path.join(HERE, "..", "golden", "varmem_rom.json")
    with open(path, "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
