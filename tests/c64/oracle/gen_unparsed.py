"""Ask the genuine C64 BASIC ROM (c64oracle.py) what it does with numbered
lines that do not parse: typed at READY., each is stored as CRUNCH makes it,
LIST shows it, and RUN stops with ?SYNTAX ERROR only where a statement is
met that does not parse (the statements before it run, an IF that is false
skips it).  The answers go to tests/c64/golden/unparsed_rom.json: per case
the lines typed, what BASIC printed after its greeting (READY. included,
in c64ref's text: c64oracle.as_text) and the lines it stored.

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_unparsed.py
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

#: the lines typed, LIST and RUN among them
CASES: dict[str, list[str]] = {
    "one bad line": ["10 PRINT )", "LIST", "RUN"],
    "after good statements": ["10 PRINT 1:PRINT 2:PRINT )", "20 PRINT 3", "LIST", "RUN"],
    "the bad line later": ['10 PRINT "A"', "20 X=(", '30 PRINT "B"', "LIST", "RUN"],
    "not reached": ['10 PRINT "A":END', "20 GOTO GOTO", "LIST", "RUN"],
    "if false skips it": ["10 IF X THEN )", '20 PRINT "OK"', "RUN"],
    "if true meets it": ["10 X=1:IF X THEN )", '20 PRINT "OK"', "RUN"],
    "nonsense after an item": ["10 PRINT 1)", "RUN"],
    "keywords crunched": ["10 GOTO GOTO PRINT", "20 FORTO", "LIST"],
    "a number alone deletes": ["10 PRINT )", "10", "LIST"],
    "replaced by a good line": ["10 PRINT )", "10 PRINT 5", "RUN"],
    "goto the bad line": ["10 GOTO 30", '20 PRINT "NO"', "30 )", "RUN"],
    "gosub into it": ["10 GOSUB 100", "20 END", "100 PRINT 7:RETURN )", "RUN"],
    "cont after it": ["10 PRINT 1", "20 )", '30 PRINT "C"', "RUN", "CONT"],
    "a line number too big": ["64000 PRINT 1", "63999 PRINT 2", "LIST"],
}


def main() -> None:
    path = ROOT / "tests" / "c64" / "golden" / "unparsed_rom.json"
    out = {}
    for name, lines in CASES.items():
        codes, stored = c64oracle.typed(lines)
        printed = c64oracle.as_text(codes)
        printed = printed[printed.index("READY.\n") + len("READY.\n"):]     # after the greeting
        out[name] = {"typed": lines, "printed": printed,
                     "stored": [[n, body] for n, body in stored]}
        print(f"{name}: {out[name]['printed']!r}")
    path.write_text("{\n" + ",\n".join(f"{json.dumps(n)}: {json.dumps(out[n])}"
                                        for n in sorted(out)) + "\n}\n")


if __name__ == "__main__":
    main()
