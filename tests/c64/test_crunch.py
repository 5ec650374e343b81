"""CRUNCH: the bytes a typed line is stored as must be the ROM's
(golden/crunch.json, read back from the genuine ROM by oracle/gen_crunch.py)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from basic.dialects.c64 import text as cbm_text
from basic.dialects.c64.crunch import crunch
from basic.dialects.c64.syntax import parse_listing

GOLDEN = json.loads((Path(__file__).parent / "golden" / "crunch.json").read_text())


@pytest.mark.parametrize("case", GOLDEN, ids=[c["line"] for c in GOLDEN])
def test_stored_bytes_are_the_roms(case: dict) -> None:
    line = case["line"]
    petcat = cbm_text.listing_case([line])
    number, _, body = cbm_text.decode(line, petcat).partition(" ")
    assert int(number) == case["number"]
    assert [ord(c) for c in crunch(body.lstrip(" "))] == case["bytes"]
    # and the listing parser stores the same
    program = parse_listing(line).program
    assert [ord(c) for c in program.lines[0].source] == case["bytes"]


def test_keywords_inside_names_and_abbreviations() -> None:
    assert crunch("SCORE") == "SC\xb0E"
    assert crunch("P\xcfKE") == "\x97KE"            # P + shifted O: POKE
    assert crunch("P\xd2") == "\x98"                # P + shifted R: PRINT# comes first
    assert crunch("?") == "\x99"
