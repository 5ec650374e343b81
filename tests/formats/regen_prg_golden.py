"""Regenerate tests/formats/golden/prg_rom.json: whole programs as the genuine
C64 BASIC ROM holds them after their listings are typed in -- the bytes a
``SAVE`` writes to a .prg: the load address (TXTTAB) and memory from TXTTAB
($2B/$2C) up to VARTAB ($2D/$2E).

    /tmp/cbm_oracle_venv/bin/python tests/formats/regen_prg_golden.py

Uses tests/c64/oracle/c64oracle.py (the ROM of tests/numbers/cbm_oracle/build.sh
in /tmp/cbm_oracle, run in py65; see tests/c64/oracle/README.md).  Each
listing's petcat text is turned into PETSCII with the project's
basic.syntax.cbm_text (the listing convention, not a ROM behaviour) and typed
line by line, ``#`` comment lines left out.  Not needed at test time.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tests" / "c64" / "oracle"))
sys.path.insert(0, str(ROOT))

import c64oracle

from basic.dialects.c64 import text as cbm_text

#: listings typed the way a person edits: lines out of order, a line typed
#: again (the later one stays), a number alone (deletes the line), spaces
#: before the body and inside the number (LINGET skips them)
EDITING = (
    '30 PRINT "C"\n10 PRINT "A"\n20 PRINT "B"\n10 PRINT "AA"\n40 GOTO 10\n'
    '40\n25   REM SPACES BEFORE\n3 5 PRINT "LINE 35"\n63999 END\n0 REM ZERO\n'
)
ABBREVIATIONS = '10 pO 53280,0:pR 1\n20 ?"{clr}{rvon}HI{rvof}":gO 10\n30 rE a$:dA pO,"{CBM-R}"\n'


def typed(listing: str) -> str:
    lines = [ln for ln in listing.split("\n") if ln.strip() and not ln.strip().startswith("#")]
    petcat = cbm_text.listing_case(lines)
    return "\n".join(cbm_text.decode(line, petcat) for line in lines)


def program_bytes(listing: str) -> bytes:
    m = c64oracle.C64Basic()
    m.run(typed(listing), [], "", run=False)
    mem = m.mem
    txttab = mem[0x2B] | mem[0x2C] << 8
    vartab = mem[0x2D] | mem[0x2E] << 8
    return txttab.to_bytes(2, "little") + bytes(mem[txttab:vartab])


def main() -> None:
    listings = {
        "squares": (ROOT / "listings" / "squares.bas").read_text(),
        "editing": EDITING,
        "abbreviations": ABBREVIATIONS,
    }
    rom_cases = json.loads((ROOT / "tests" / "c64" / "golden" / "rom_cases.json").read_text())
    for name, case in rom_cases.items():
        listings["rom_cases/" + name] = case["listing"]
    out = []
    for name, listing in listings.items():
        data = program_bytes(listing)
        out.append({"name": name, "listing": listing, "prg": data.hex()})
        print(name, len(data))
    path = HERE / "golden" / "prg_rom.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
