#!/usr/bin/env python3
"""Ask the genuine ROMs what the real listings with machine code do, and the
programs of equivalents.py: golden/listings_rom.json.

* SNAKER (listings/snaker.bas) on the 48K ROM (zxoracle, from its line 20,
  as the tape starts it): the instructions screen after four calls of its
  BEEPER tune (key y), and a game played to its end (y, SPACE, then 6 three
  times: three crashes, each with the OUT noise), its score and lives;
* tape_clear and font_cells on the 48K ROM;
* rem_reader on the ZX81's 8K ROM (tests/zx81/oracle);
* POKE_VARS: a POKE into the variables area, on the three ROMs;
* DEST_PROGRAMS: DEST during and after a LET, on the 48K ROM.

    .venv/bin/python tests/z80/gen_listings.py
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "tools"))
sys.path.insert(0, str(HERE.parent / "zx81" / "oracle"))

from equivalents import (DEST_PROGRAMS, POKE_VARS, SPECTRUM_REM_TEXT, font_cells, rem_reader,  # noqa: E402
                         tape_clear)
from oracles import zxoracle  # noqa: E402

zo = zxoracle()

SNAKER = (HERE / "listings" / "snaker.bas").read_text()
SNAKER_RUNS = {"instructions": ["inkey:y:5"],
               "game": ["inkey:y:5,inkey:SPACE:5,inkey:6:5,inkey:6:5,inkey:6:5"]}
SNAKER_VARS = ("s", "sl", "w", "bl", "p", "h()", "h$()")


def listing_body(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith("#"))


def spectrum(text: str, keys: list[str] = (), command: str = "RUN") -> dict:
    res = zo.run_basic(listing_body(text), keys=",".join(keys) or None, command=command)
    assert not res["rejected_lines"], res["rejected_lines"]
    return {"report": res["report"], "stop_reason": res["stop_reason"], "rows": res["rows"],
            "bitmap": [f"{int(row, 2):064x}" for row in res["bitmap"]], "attrs": res["attrs"],
            "vars": res["vars"]}


def main() -> None:
    out: dict = {}
    for name, keys in SNAKER_RUNS.items():
        res = spectrum(SNAKER, keys, command="RUN 20")
        res["vars"] = {k: v for k, v in res["vars"].items() if k in SNAKER_VARS}
        out[f"snaker_{name}"] = res
    res = spectrum(tape_clear())
    res["vars"] = {}
    out["tape_clear"] = res
    res = spectrum(font_cells(SPECTRUM_REM_TEXT)[0])
    res["vars"] = {k: v for k, v in res["vars"].items() if k in ("a$()", "n")}
    out["font_cells"] = res
    import zx81oracle
    zx81 = zx81oracle.run_basic(rem_reader())
    out["rem_reader"] = {"report": zx81["report"], "rows": zx81["rows"],
                         "vars": {k: v for k, v in zx81["vars"].items() if k in ("n",)}}
    for name, text in DEST_PROGRAMS.items():
        res = spectrum(text)
        out[name] = {"report": res["report"], "rows": res["rows"][:1]}
    res = spectrum(POKE_VARS["spectrum"])
    out["poke_vars_spectrum"] = {"report": res["report"], "rows": res["rows"][:1]}
    res = zx81oracle.run_basic(POKE_VARS["zx81"])
    out["poke_vars_zx81"] = {"report": res["report"], "rows": res["rows"][:1]}
    sys.path.insert(0, str(HERE.parent / "zx80" / "oracle"))
    import zx80oracle
    res = zx80oracle.run_basic(POKE_VARS["zx80"])
    out["poke_vars_zx80"] = {"report": res["report"], "rows": res["rows"][:1]}
    path = HERE / "golden" / "listings_rom.json"
    lines = [f" {json.dumps(k)}: {json.dumps(v)}" for k, v in out.items()]
    path.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    for k, v in out.items():
        print(k, v["report"], v.get("stop_reason"))


if __name__ == "__main__":
    main()
