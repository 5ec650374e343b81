"""zx_graphics called directly on a bare screen, checked against the ROM's
runs of the same figures (golden/figures.json, from regen_graphics.py): the
drawing area's bitmap and COORDS, including report B part way through a
figure, the special paths (a point, a straight line) and the rounding of
DRAW's distances."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from basic.dialects.spectrum import graphics as zx_graphics
from basic.dialects.spectrum import sysvars as sv
from basic.core.memory import Memory
from basic.dialects.spectrum.rom import rom_image
from basic.dialects.spectrum.screen import ZXScreen
from basic.dialects.sinclair import calculator as zx
from basic.core.errors import BasicError

RECORDS = {r["program"]: r for r in json.loads(
    (Path(__file__).parent / "golden" / "figures.json").read_text())}


def screen() -> ZXScreen:
    """A cleared screen after RUN, in the state PLOT/DRAW/CIRCLE leave it to draw."""
    m = Memory(rom_image())
    sv.init_system_variables(m)
    s = ZXScreen(m)
    s.cls()
    s.begin_graphics()
    return s


def area_sha256(s: ZXScreen) -> str:
    """SHA-256 of the 176 drawable pixel lines, top first, as '0'/'1' text
    (the oracle's ``bitmap`` convention)."""
    d = s.memory.data
    rows = []
    for t in range(176):
        base = 0x4000 | ((t & 0xC0) << 5) | ((t & 7) << 8) | ((t & 0x38) << 2)
        rows.append("".join(format(d[base + x], "08b") for x in range(32)))
    return hashlib.sha256("\n".join(rows).encode("ascii")).hexdigest()


def coords(s: ZXScreen) -> list[int]:
    d = s.memory.data
    return [d[sv.COORDS], d[sv.COORDS + 1]]


def assert_like_rom(s: ZXScreen, program: str) -> None:
    want = RECORDS[program]
    assert coords(s) == want["coords"]
    assert area_sha256(s) == want["area_sha256"]


def n(text: str):
    """A literal as the ROM stores it (a leading '-' is NEGATE)."""
    return zx.neg(zx.from_literal(text[1:])) if text.startswith("-") else zx.from_literal(text)


@pytest.mark.parametrize("r", ["0", "0.99", "1", "1.5", "2", "-5"])
def test_circle_small_radii(r):
    """Under 1 the ROM plots just the centre; from 1 up, its smallest polygons."""
    s = screen()
    zx_graphics.circle(s, 128, 88, n(r))
    assert_like_rom(s, f"10 CIRCLE 128,88,{r}")


def test_circle_start_off_screen_is_report_b_before_drawing():
    s = screen()
    with pytest.raises(BasicError) as err:
        zx_graphics.circle(s, 251, 88, 5)
    assert err.value.code == "B"
    assert_like_rom(s, "10 CIRCLE 251,88,5")


@pytest.mark.parametrize("args", ["128,88,88", "128,87,88", "128,4,5"])
def test_circle_leaving_the_screen_draws_part_then_report_b(args):
    s = screen()
    with pytest.raises(BasicError) as err:
        zx_graphics.circle(s, *(n(a) for a in args.split(",")))
    assert err.value.code == "B"
    assert RECORDS[f"10 CIRCLE {args}"]["report"].startswith("B ")
    assert_like_rom(s, f"10 CIRCLE {args}")


@pytest.mark.parametrize("program,start,args", [
    ("10 PLOT 128,88: DRAW 50,50,PI*2", (128, 88), (50, 50, zx.mul(zx.pi(), 2))),
    ("10 PLOT 128,88: DRAW 1,1,PI", (128, 88), (1, 1, zx.pi())),
    ("10 PLOT 128,88: DRAW 0.4,0.3,3", (128, 88), (n("0.4"), n("0.3"), 3)),
    ("10 PLOT 0,0: DRAW 255,175,0.1", (0, 0), (255, 175, n("0.1"))),
    ("10 PLOT 100,88: DRAW 30,30,20", (100, 88), (30, 30, 20)),
    ("10 PLOT 128,20: DRAW 10,0,200", (128, 20), (10, 0, 200)),
])
def test_arcs(program, start, args):
    """A whole turn and a tiny arc (straight lines), a flat arc, many turns,
    and the cap of 252 pieces."""
    s = screen()
    s.plot(*start)
    zx_graphics.draw_arc(s, *args)
    assert_like_rom(s, program)


def test_arc_leaving_the_screen_keeps_what_was_drawn():
    s = screen()
    s.plot(128, 88)
    with pytest.raises(BasicError) as err:
        zx_graphics.draw_arc(s, 40, 0, n("6.2"))
    assert err.value.code == "B"
    assert_like_rom(s, "10 PLOT 128,88: DRAW 40,0,6.2")


def test_draw_line_rounds_distances_as_fp_to_a():
    s = screen()
    s.plot(10, 10)
    zx_graphics.draw_line(s, n("2.5"), n("-1.5"))
    assert_like_rom(s, "10 PLOT 10,10: DRAW 2.5,-1.5")


def test_draw_line_over_255_is_report_b_and_draws_nothing():
    s = screen()
    s.plot(0, 0)
    with pytest.raises(BasicError) as err:
        zx_graphics.draw_line(s, 256, 0)
    assert err.value.code == "B"
    assert_like_rom(s, "10 PLOT 0,0: DRAW 256,0")
