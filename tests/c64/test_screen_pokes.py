"""PRINT after a program POKEs the screen editor's zero page: the editor
reads PNTR (211), PNT (209/210), RVS, QTSW and INSRT at every character, so
``POKE 211,c`` then PRINT prints at column c of the line PNT points at,
and ``POKE 214,r`` alone moves nothing until STUPT or a RETURN
(basic/dialects/c64/screen.py).  Every probe of
oracle/screen_poke_cases.py must leave the screen, the colours and the
cursor the genuine BASIC and KERNAL left (golden/screen_pokes.json,
oracle/gen_screen_pokes.py, machine_oracle.py)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.dialects.c64.screen import SCREEN

from .helpers import run

GOLDEN = json.loads((Path(__file__).parent / "golden" / "screen_pokes.json").read_text())


def _rows(codes: list[int]) -> list[str]:
    return ["".join(chr(c + 64) if 1 <= c < 27 else chr(c) if 32 <= c < 64 else "."
                    for c in codes[40 * r:40 * r + 40]) for r in range(25)]


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_print_after_poking_the_editor_as_on_the_machine(name: str) -> None:
    case = GOLDEN[name]
    inputs = [case["keys"].rstrip("\r")] if case["keys"] else []
    report, machine, _, _ = run("\n".join(case["lines"]), inputs)
    screen = list(machine.memory.data[SCREEN:SCREEN + 1000])
    assert _rows(screen) == _rows(case["screen"])
    assert screen == case["screen"]
    assert list(machine.memory.colour_ram[:1000]) == case["colour"]
    assert [machine.screen.tblx, machine.screen.pntr] == case["cursor"]
