"""The screen editor against the KERNAL's own routines: every probe of
oracle/screen_cases.py must leave screen RAM, colour RAM, the cursor, the line
link table and the editor's flags exactly as the KERNAL code left them
(golden/screen_cases.json, made by oracle/gen_screen.py), and an INPUT line
must read back the same characters."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.dialects.c64.screen import CbmScreen
from basic.dialects.c64.bus import C64Memory as Memory
from basic.dialects.c64 import text as cbm_text

GOLDEN = json.loads((Path(__file__).parent / "golden" / "screen_cases.json").read_text())


def replay(printed: str, keys: str | None) -> tuple[CbmScreen, Memory, list[int] | None]:
    m = Memory()
    s = CbmScreen(m)
    s.out_text(cbm_text.decode(printed))
    line = None
    if keys is not None:
        s.input_begin()
        for code in cbm_text.decode(keys):
            if code == "\r":
                break
            s.out(ord(code))
        line = [ord(c) for c in s.input_end()]
        s.out(13)
    return s, m, line


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_same_screen_as_the_kernal(name: str) -> None:
    case = GOLDEN[name]
    s, m, line = replay(case["printed"], case["keys"])
    d = m.data
    assert list(d[1024:2024]) == case["screen"]
    assert list(m.colour_ram[:1000]) == case["colour"]
    assert (s.tblx, s.pntr, s.lnmx) == (case["tblx"], case["pntr"], case["lnmx"])
    assert [1 if x else 0 for x in s.links[:25]] == case["links"]
    assert (m.peek(53272), d[646], d[199] != 0, d[212], d[216]) == (
        case["d018"], case["colour_646"], case["rvs"] != 0, case["qtsw"], case["insrt"])
    assert line == case["line"]
