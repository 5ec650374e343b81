"""``--png`` for the ZX80, ZX81 and C64, in headless, stream and live runs,
and the ZX80/ZX81 font drawn for this project (basic.machine.zx8x_font)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

from basic.dialects import get_dialect
from basic.core.face import face_of
from basic.frontends.headless import HeadlessHost
from basic.dialects.zx8x import font as zx8x_font
from basic.dialects.c64.image import screen_rgb as cbm_rgb
from basic.dialects.zx80.charset import ZX80
from basic.dialects.zx81.charset import ZX81
from basic.dialects.zx8x.image import BORDER_PX

ROOT = Path(__file__).resolve().parents[2]
LISTINGS = ROOT / "listings"


def basic(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "basic", *args], input=stdin,
                          capture_output=True, text=True, timeout=60, cwd=ROOT)


@pytest.mark.parametrize("charset", [ZX80, ZX81])
def test_the_font_draws_every_character_of_the_set(charset) -> None:
    assert zx8x_font.missing(charset) == []
    glyphs = {zx8x_font.glyph(charset, code) for code in range(64)}
    assert len(glyphs) == 64                          # no two characters look alike
    for code in range(64):
        assert zx8x_font.glyph(charset, 128 + code) == tuple(
            r ^ 0xFF for r in zx8x_font.glyph(charset, code))


@pytest.mark.parametrize("charset", [ZX80, ZX81])
def test_graphic_glyphs_agree_with_their_unicode(charset) -> None:
    """The inverse block graphics are the complements that
    basic.machine.zx8x_charset shows them as."""
    for code, shown in charset.inverse_graphics.items():
        if shown in zx8x_font._QUADRANTS:
            assert zx8x_font.glyph(charset, code) == zx8x_font.char_glyph(shown)


def cell(img: Image.Image, row: int, col: int, scale: int = 2) -> tuple[int, ...]:
    """The 8 pixel rows of a character cell of a picture, as glyph bytes."""
    out = []
    for y in range(8):
        bits = 0
        for x in range(8):
            px = img.getpixel(((BORDER_PX + 8 * col + x) * scale,
                               (BORDER_PX + 8 * row + y) * scale))
            bits = bits << 1 | (px[0] < 128)
        out.append(bits)
    return tuple(out)


def test_zx80_headless_png_shows_the_screen(tmp_path: Path) -> None:
    png = tmp_path / "b.png"
    out = basic("run", str(LISTINGS / "battleship.bas"), "--headless", "--input", "100",
                "--png", str(png))
    assert out.returncode == 0                         # report 9/370: STOP, a normal end
    img = Image.open(png).convert("RGB")
    assert img.size == (640, 512)
    text = "5 SHOTS"
    for col, ch in enumerate(text):
        assert cell(img, 0, col) == zx8x_font.char_glyph(ch)
    assert img.getpixel((4, 4)) == (255, 255, 255)     # the white border


def test_zx81_png_in_stream_mode_has_inverse_and_graphics(tmp_path: Path) -> None:
    listing = tmp_path / "g.bas"
    listing.write_text('# dialect: zx81\n10 PRINT "a\\!:\\::"\n20 PLOT 0,0\n')
    png = tmp_path / "g.png"
    out = basic("run", str(listing), "--stream", "--png", str(png), "--scale", "1")
    assert out.returncode == 0
    img = Image.open(png).convert("RGB")
    assert img.size == (320, 256)
    assert cell(img, 0, 0, 1) == zx8x_font.glyph(ZX81, 128 + ZX81.code_of["A"])
    assert cell(img, 0, 1, 1) == zx8x_font.glyph(ZX81, 8)          # the chequer
    assert cell(img, 0, 2, 1) == (0xFF,) * 8                        # the full block
    assert cell(img, 21, 0, 1) == (0,) * 4 + (0xF0,) * 4            # PLOT 0,0


@pytest.mark.slow
def test_c64_png_is_the_c64_picture(tmp_path: Path) -> None:
    png = tmp_path / "s.png"
    out = basic("run", str(LISTINGS / "squares.bas"), "--headless", "--png", str(png),
                "--scale", "1", "--frames", "3000")
    assert out.returncode == 0
    machine = get_dialect("c64").make_machine(host=HeadlessHost())
    img = Image.open(png).convert("RGB")
    w, h, _ = cbm_rgb(machine.memory)
    assert img.size == (w, h)


def test_every_face_writes_its_screenshot(tmp_path: Path) -> None:
    for dialect, size in (("spectrum", (640, 512)), ("zx80", (640, 512)),
                          ("zx81", (640, 512)), ("c64", (768, 528))):
        path = tmp_path / f"{dialect}.png"
        face_of(get_dialect(dialect).make_machine(host=HeadlessHost())).screenshot(str(path))
        assert Image.open(path).size == size
