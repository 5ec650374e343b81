"""Regenerate tests/c64/golden/rom_cases.json (the probes of cases.py),
side_effects.json (side_effects_cases.py), string_temps.json
(temps_cases.py) and string_heap.json (heap_cases.py) from the genuine ROM.

    /tmp/cbm_oracle_venv/bin/python tests/c64/oracle/gen_golden.py [rom_cases|side_effects|string_temps|string_heap|string_heap_direct]

Needs the ROM images of tests/numbers/cbm_oracle/build.sh in /tmp/cbm_oracle
and py65.  Each case's listing is decoded from petcat text to PETSCII with
the project's own basic.dialects.c64.text (the listing convention, not a ROM
behaviour), typed in, RUN, and the bytes printed are stored.
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
import cases  # noqa: E402
import side_effects_cases  # noqa: E402
import temps_cases  # noqa: E402
import heap_cases  # noqa: E402
from basic.dialects.c64 import text as cbm_text  # noqa: E402

#: golden file (in tests/c64/golden) -> the probes it answers
SUITES = {"rom_cases": cases.CASES, "side_effects": side_effects_cases.CASES,
          "string_temps": temps_cases.CASES, "string_heap": heap_cases.CASES}


def answer(suite: str) -> None:
    """Run every probe of ``suite`` on the ROM and write its golden file."""
    out = {}
    for name, listing, inputs, chars in SUITES[suite]:
        lines = listing.split("\n")
        petcat = cbm_text.listing_case(lines)
        typed = "\n".join(cbm_text.decode(line, petcat) for line in lines)
        answers = [cbm_text.decode(a) for a in inputs]
        try:
            codes, _ = c64oracle.run(typed, answers, chars)
        except c64oracle.Timeout:
            raise SystemExit(f"{name}: the ROM did not finish; a probe must end") from None
        out[name] = {"listing": listing, "inputs": inputs, "chars": chars, "codes": codes}
        print(name, c64oracle.as_text(codes)[-60:].replace("\n", "|"))
    path = ROOT / "tests" / "c64" / "golden" / f"{suite}.json"
    path.write_text(json.dumps(out, indent=1) + "\n")


def answer_direct() -> None:
    """heap_cases.DIRECT: each line typed alone after power-on (the oracle
    records from the start; what follows the last READY. is the line's)."""
    out = {}
    for line in heap_cases.DIRECT:
        m = c64oracle.C64Basic()
        m.running = True
        codes = m.run(line, [], "", run=False)
        ready = [13, 10] + [ord(c) for c in "READY."] + [13, 10]
        at = max(i for i in range(len(codes)) if codes[i:i + len(ready)] == ready)
        out[line] = codes[at + len(ready):]
        print(line, c64oracle.as_text(out[line]).replace("\n", "|"))
    path = ROOT / "tests" / "c64" / "golden" / "string_heap_direct.json"
    path.write_text(json.dumps(out, indent=1) + "\n")


def main() -> None:
    for suite in sys.argv[1:] or list(SUITES) + ["string_heap_direct"]:
        if suite == "string_heap_direct":
            answer_direct()
        else:
            answer(suite)


if __name__ == "__main__":
    main()
