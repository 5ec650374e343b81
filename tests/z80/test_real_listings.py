"""Real programs with machine code (listings/MANIFEST.md), against the genuine
ROMs' answers (golden/listings_rom.json, made by gen_listings.py).

SNAKER is the listing itself (MIT licence): its routines, POKEd from DATA,
play a tune through the ROM's BEEPER and a crash noise with OUT; the
instructions screen and a whole game (three crashes) end as on the ROM.
The others are this project's equivalents (equivalents.py) of listings that
may not be copied here."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from basic.frontends.headless import run_source
from equivalents import DEST_PROGRAMS, POKE_VARS, SPECTRUM_REM_TEXT, font_cells, rem_reader, tape_clear

HERE = Path(__file__).parent
GOLDEN = json.loads((HERE / "golden" / "listings_rom.json").read_text())
SNAKER = (HERE / "listings" / "snaker.bas").read_text()

pytestmark = pytest.mark.slow          # whole programs: SNAKER's game is 1,000 frames


def hexes(bitmap: list[str]) -> list[str]:
    return [f"{int(row, 2):064x}" for row in bitmap]


def same_screen(ours: dict[str, Any], rom: dict[str, Any]) -> None:
    assert hexes(ours["bitmap"]) == rom["bitmap"]
    assert ours["attrs"] == rom["attrs"]


def test_snaker_instructions_after_its_beeper_tune() -> None:
    """Line 18 calls USR 65232 (BEEPER from machine code) four times while
    it prints the instructions in four colours."""
    ours = run_source(SNAKER, keys=["inkey:y:5"])
    rom = GOLDEN["snaker_instructions"]
    assert (ours["report"], ours["stop_reason"]) == (rom["report"], rom["stop_reason"])
    same_screen(ours, rom)


def test_snaker_a_whole_game() -> None:
    """Three crashes (USR 65200's noise each), the score and the high-score
    table as on the ROM, and back to the instructions."""
    ours = run_source(SNAKER, keys=["inkey:y:5,inkey:SPACE:5,inkey:6:5,inkey:6:5,inkey:6:5"])
    rom = GOLDEN["snaker_game"]
    assert ours["stop_reason"] == rom["stop_reason"]
    assert not ours["key_events_left"]
    for name, value in rom["vars"].items():
        assert ours["vars"][name] == value, name
    same_screen(ours, rom)


def test_a_tape_cleared_by_machine_code() -> None:
    """The Brainf*** interpreter's tape: rubbish POKEd, then cleared by a
    routine from DATA; Hello World! comes out only if the routine ran."""
    ours = run_source(tape_clear())
    rom = GOLDEN["tape_clear"]
    assert ours["report"] == rom["report"]
    assert ours["rows"] == rom["rows"]
    assert ours["rows"][0].startswith("Hello World!")


def test_a_font_decoded_into_a_string_array() -> None:
    """Code in line 1's REM copies the ROM's font, and writes a character's
    cells into a$, found by walking the variables area."""
    ours = run_source(font_cells(SPECTRUM_REM_TEXT)[0])
    rom = GOLDEN["font_cells"]
    assert ours["report"] == rom["report"]
    assert ours["rows"] == rom["rows"]
    same_screen(ours, rom)
    for name, value in rom["vars"].items():
        assert ours["vars"][name] == value, name


def test_zx81_data_read_from_rem_lines() -> None:
    """hitch-h.p's way: RESTORE and READ in line 1's REM; READ writes A$ (the
    first variable) and A$( TO USR ...) slices the new text, as the ROM
    reads A$ after the USR."""
    ours = run_source(rem_reader())
    rom = GOLDEN["rem_reader"]
    assert ours["report"] == rom["report"]
    assert [row.rstrip() for row in ours["rows"][:22]] == [row.rstrip() for row in rom["rows"][:22]]
    assert ours["vars"]["n"] == rom["vars"]["n"]


@pytest.mark.parametrize("machine", list(POKE_VARS))
def test_a_poke_into_the_variables_area_changes_the_variable(machine: str) -> None:
    ours = run_source(POKE_VARS[machine])
    rom = GOLDEN[f"poke_vars_{machine}"]
    assert ours["report"] == rom["report"]
    assert ours["rows"][0].rstrip() == rom["rows"][0].rstrip()


@pytest.mark.parametrize("name", list(DEST_PROGRAMS))
def test_dest_is_the_element_a_let_that_peeks_assigns(name: str) -> None:
    """QUICKFONT's way to its a$: DEST is the element's address during the
    LET and after it."""
    ours = run_source(DEST_PROGRAMS[name])
    rom = GOLDEN[name]
    assert ours["report"] == rom["report"]
    assert ours["rows"][0].rstrip() == rom["rows"][0].rstrip()
