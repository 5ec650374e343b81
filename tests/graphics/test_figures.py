"""DRAW arcs and CIRCLE against the ROM's answers in golden/figures.json.

Each case of graphics_cases.py ran on the genuine 48K ROM (regen_graphics.py);
here it runs on our interpreter and must leave the same bitmap, attributes,
report and COORDS.  The CD-PRMS1 constants (cos and sin of the step angle,
which the ROM leaves in mem-3 and mem-4) are compared bit for bit, and the
routine's literals are read back from the ROM image.
"""
from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

from basic.dialects import get_dialect
from basic.frontends.runner import load
from basic.frontends.headless import HeadlessHost
from basic.dialects.spectrum import graphics as zx_graphics
from basic.dialects.spectrum.rom import rom_image
from basic.dialects.sinclair import calculator as zx
from graphics_cases import CASES

HERE = Path(__file__).parent
RECORDS = json.loads((HERE / "golden" / "figures.json").read_text())
COORDS = 23677


def run(program: str) -> dict:
    """Our run of one case, in the golden's terms."""
    dialect = get_dialect("spectrum")
    machine, interp, _ = load(program, dialect, HeadlessHost())
    result = machine.dump(interp.run(), interp)
    bitmap = "\n".join(result["bitmap"])
    d = machine.memory.data
    return {
        "report": result["report"],
        "coords": [d[COORDS], d[COORDS + 1]],
        "pixels": bitmap.count("1"),
        "bitmap_sha256": hashlib.sha256(bitmap.encode("ascii")).hexdigest(),
        "area_sha256": hashlib.sha256("\n".join(result["bitmap"][:176]).encode("ascii")).hexdigest(),
        "attrs_sha256": hashlib.sha256(bytes(d[0x5800:0x5B00])).hexdigest(),
    }


def test_golden_covers_every_case():
    assert [r["program"] for r in RECORDS] == CASES


@pytest.mark.parametrize("record", RECORDS, ids=lambda r: r["program"][3:])
def test_figure_matches_rom(record):
    ours = run(record["program"])
    want = {k: record[k] for k in ours}
    assert ours == want, ("differs from the ROM; to see the ROM's screen: python "
                          f"$ZXORACLE_DIR/zxoracle.py -e '{record['program']}' --png rom.png")


def _literal(text: str):
    """A signed literal as the ROM reads it (NEGATE applied to the number)."""
    if text.startswith("-"):
        return zx.neg(zx.from_literal(text[1:]))
    return zx.from_literal(text)


def _circle_radius(program: str):
    """The radius CIRCLE works with (ABS, RE-STACK) for a ``10 CIRCLE x,y,r``
    case with plain literals, if it is 1 or more (smaller ones skip CD-PRMS1)."""
    m = re.fullmatch(r"10 CIRCLE (-?[\d.]+),(-?[\d.]+),(-?[\d.]+)", program)
    if not m:
        return None
    z = zx.restack(zx.abs_(_literal(m.group(3))))
    return z if zx.exponent_byte(z) >= 0x81 else None


CIRCLES = [r for r in RECORDS if _circle_radius(r["program"]) is not None]


def test_circle_cases_reach_cd_prms1():
    assert len(CIRCLES) >= 40


@pytest.mark.parametrize("record", CIRCLES, ids=lambda r: r["program"][3:])
def test_cd_prms1_constants_match_rom_memory(record):
    """After CIRCLE the ROM's mem-3/mem-4 still hold cos a and sin a of the step angle."""
    z = _circle_radius(record["program"])
    _count, _step, _half_sin, cos_a, sin_a = zx_graphics.cd_prms1(z, zx_graphics.FULL_TURN)
    membot = bytes.fromhex(record["membot"])
    assert zx.to_fp5(cos_a) == membot[15:20]
    assert zx.to_fp5(sin_a) == membot[20:25]


def test_literals_are_the_roms():
    """CD-PRMS1's ``stk-data 2`` (0x2480) and CIRCLE's full turn, stk-pi/2
    with its exponent byte set to 0x83 (0x233B)."""
    rom = rom_image()
    assert rom[0x2480:0x2483] == bytes([0x34, 0x32, 0x00])          # stk-data 32 00
    assert zx.to_fp5(zx_graphics.STK_TWO) == bytes([0x82, 0, 0, 0, 0])
    assert rom[0x233B:0x2340] == bytes([0xEF, 0xA3, 0x38, 0x36, 0x83])  # RST 28, stk-pi/2, end-calc, LD (HL),$83
    pi_2 = zx.to_fp5(zx.div(zx.pi(), 2))
    assert zx.to_fp5(zx_graphics.FULL_TURN) == bytes([0x83]) + pi_2[1:]
