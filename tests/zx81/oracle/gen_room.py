"""Ask the genuine ZX81 and ZX80 ROMs (zx81oracle.py, ../../zx80/oracle)
how programs that fill the RAM end, and keep the answers in
tests/zx81/golden/room_rom.json: the report and the variables.  Needs the
ROM images (see README.md).

    .venv/bin/python tests/zx81/oracle/gen_room.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1] / "zx80" / "oracle")]

RECURSION = "10 LET N=0\n20 LET N=N+1\n30 {} 20\n"
FULL = '5 FOR I=1 TO {}\n6 PRINT "' + "X" * 32 + '";\n7 NEXT I\n'

#: name -> (dialect, K of RAM, listing)
CASES = {
    "zx81 gosub recursion 1k": ("zx81", 1, RECURSION.format("GOSUB")),
    "zx81 gosub recursion 2k": ("zx81", 2, RECURSION.format("GOSUB")),
    "zx81 gosub recursion 16k": ("zx81", 16, RECURSION.format("GOSUB")),
    "zx80 gosub recursion 1k": ("zx80", 1, RECURSION.format("GO SUB")),
    "zx80 gosub recursion 16k": ("zx80", 16, RECURSION.format("GO SUB")),
    "zx81 gosub self 1k": ("zx81", 1, "10 GOSUB 10\n"),
    # a collapsed display grows with what is printed: 18 and 20 full lines first
    "zx81 gosub after 18 lines 1k": ("zx81", 1, FULL.format(18) + RECURSION.format("GOSUB")),
    "zx81 gosub after 20 lines 1k": ("zx81", 1, FULL.format(20) + RECURSION.format("GOSUB")),
    # PRINT needs room of its own to print a number
    "zx81 print after dim 748 1k": ("zx81", 1, "10 DIM A$(748)\n20 PRINT 1\n"),
    "zx81 print after dim 749 1k": ("zx81", 1, "10 DIM A$(749)\n20 PRINT 1\n"),
    # strings: a literal is not copied to the workspace; A$+"X" is
    "zx81 literal of 399 1k": ("zx81", 1, '10 LET A$="' + "X" * 399 + '"\n'),
    "zx81 literal of 401 1k": ("zx81", 1, '10 LET A$="' + "X" * 401 + '"\n'),
    "zx81 growing string 1k": ("zx81", 1, '10 LET A$=""\n15 FOR I=1 TO 400\n'
                               '20 LET A$=A$+"X"\n30 NEXT I\n'),
    # the ZX80's strings and PRINT on 1K: TEST-ROOM from BC-SPACES, TEST-RM-2
    "zx80 literal of 453 1k": ("zx80", 1, '10 LET A$="' + "X" * 453 + '"\n20 PRINT 1\n'),
    "zx80 literal of 454 1k": ("zx80", 1, '10 LET A$="' + "X" * 454 + '"\n20 PRINT 1\n'),
    "zx80 string then dim 1k": ("zx80", 1, '10 LET A$="' + "Y" * 300 + '"\n20 DIM B(120)\n'
                                "30 PRINT 2\n"),
}


def main() -> None:
    import zx80oracle
    import zx81oracle
    out = {}
    for name, (dialect, ram, listing) in CASES.items():
        oracle = zx81oracle if dialect == "zx81" else zx80oracle
        res = oracle.run_basic(listing, ram, seconds=120)
        out[name] = {"dialect": dialect, "ram": ram, "listing": listing,
                     "report": res["report"], "vars": {k.upper(): v for k, v in res["vars"].items()}}
        print(name, out[name]["report"], out[name]["vars"], flush=True)
    (HERE.parent / "golden" / "room_rom.json").write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
