"""The ZX81 rules of issue 32, as the genuine 8K ROM answers them with each
program typed at its keyboard (golden/rules_rom.json, from
oracle/gen_rules.py and oracle/rules_cases.py): numbers with an exponent
(DEC-TO-FP with the ZX81's E-TO-FP, in listings, VAL and INPUT), PLOT's
PRINT position and negative coordinates, a keyword's leading space at the
start of a line, SAVE "" (report F), LIST inside a program, and system
variables that hold addresses (D_FILE, VARS, E_LINE...), the display file
being the screen; and issue 25's INPUT line at the bottom, an answer the ROM
refuses kept with its error marker.  Each case compares all 24 rows, codes
included, the report and the screen at every INPUT wait."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from zx8x_rom_run import padded, run_case

GOLDEN = json.loads((Path(__file__).resolve().parent / "golden/rules_rom.json").read_text())


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_answers_as_the_rom(name: str) -> None:
    rom = GOLDEN[name]
    assert rom["rejected"] == []
    codes, screens, report = run_case("zx81", rom)
    if rom["report"] is not None:
        assert report == rom["report"]
    assert codes == padded(rom["codes"])
    assert screens == [padded(s) for s in rom["input_screens"]]


def test_each_rule_has_five_cases() -> None:
    classes: dict[str, int] = {}
    for case in GOLDEN.values():
        classes[case["class"]] = classes.get(case["class"], 0) + 1
    assert len(classes) >= 6 and min(classes.values()) >= 5, classes
