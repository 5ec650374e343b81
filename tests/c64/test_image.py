"""Pictures of the C64 screen: the PNG and the terminal's coloured rows."""
from __future__ import annotations

import io

from PIL import Image

from basic.dialects.c64 import font as cbm_font
from basic.dialects.c64.image import BORDER_PX, ansi_rows, screen_png
from basic.dialects.c64.petscii import LOWER_SET, PALETTE, UPPER_SET

from .helpers import run


def test_every_character_of_both_sets_is_drawn() -> None:
    assert cbm_font.missing() == []
    assert len(set(UPPER_SET)) > 120 and len(set(LOWER_SET)) > 120
    assert cbm_font.glyph(0x20) == (0,) * 8
    assert cbm_font.glyph(0xA0) == (0xFF,) * 8                 # reversed space
    assert cbm_font.glyph(0x40) == (0, 0, 0, 0xFF, 0xFF, 0, 0, 0)   # the horizontal line


def test_png_shows_border_background_and_colours() -> None:
    _, machine, _, _ = run('10 POKE 53280,2:POKE 53281,0:PRINT "{wht}{rvon} {rvof}{yel}A"')
    buf = io.BytesIO()
    screen_png(machine.memory, buf, scale=1)
    img = Image.open(io.BytesIO(buf.getvalue())).convert("RGB")
    assert img.size == (320 + 2 * BORDER_PX, 200 + 2 * BORDER_PX)
    assert img.getpixel((2, 2)) == PALETTE[2]                          # border
    assert img.getpixel((BORDER_PX + 3, BORDER_PX + 3)) == PALETTE[1]  # the reversed space
    assert img.getpixel((BORDER_PX + 100, BORDER_PX + 100)) == PALETTE[0]
    pixels = {img.getpixel((BORDER_PX + 8 + x, BORDER_PX + y)) for x in range(8) for y in range(8)}
    assert pixels == {PALETTE[0], PALETTE[7]}                          # a yellow A


def test_terminal_rows_are_unicode_in_the_palette() -> None:
    _, machine, _, _ = run('10 PRINT "{red}{CBM-R}{SHIFT-+}{rvon}X"')
    row = ansi_rows(machine.memory)[0]
    assert "\u252c\u253c" in row
    assert "\x1b[38;2;%d;%d;%dm" % PALETTE[2] in row
    assert "\x1b[38;2;%d;%d;%dm\x1b[48;2;%d;%d;%dmX" % (PALETTE[6] + PALETTE[2]) in row


def test_cli_png_of_a_headless_c64_run(tmp_path) -> None:   # noqa: ANN001
    from basic.cli import main
    listing = tmp_path / "p.bas"
    listing.write_text('# dialect: c64\n10 POKE 53280,5:PRINT "{rvon}X"\n')
    out = tmp_path / "p.png"
    assert main(["run", str(listing), "--headless", "--png", str(out), "--scale", "1"]) == 0
    img = Image.open(out).convert("RGB")
    assert img.size == (320 + 2 * BORDER_PX, 200 + 2 * BORDER_PX)
    assert img.getpixel((1, 1)) == PALETTE[5]


def test_terminal_view_sends_only_what_changed() -> None:
    from basic.dialects.c64.view import HEX
    _, machine, _, _ = run('10 POKE 53280,0:PRINT "{clr}{red}AB{rvon}C"')
    view = machine.terminal_view()
    first = view.changes(machine.memory, machine.screen.border)
    assert (0, 0, " " * 44, HEX[0], HEX[0]) in first                       # the border row
    assert (1, 2, "AB", HEX[2], HEX[6]) in first and (1, 4, "C", HEX[6], HEX[2]) in first
    assert view.changes(machine.memory, machine.screen.border) == []
    machine.memory.data[1024 + 41] = 26                                        # a Z at row 1, col 1
    # colour RAM there still holds the light blue CLR cleared it with
    assert view.changes(machine.memory, machine.screen.border) == [(2, 3, "Z", HEX[14], HEX[6])]
