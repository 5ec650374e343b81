"""Screen memory -> terminal cells: layout, characters, braille, colours, diffing."""
from __future__ import annotations

import pytest

from basic.dialects.spectrum.machine import SpectrumMachine
from basic.dialects.spectrum.image import PALETTE
from basic.core.cells import BRAILLE_BASE, choose_layout, graphic_rows, text_rows
from basic.dialects.spectrum.view import ScreenView, flash_phase
from basic.frontends.terminal import too_small_message


def hexc(index: int, bright: int = 0) -> str:
    return bytes(PALETTE[bright][index]).hex()


def machine_with(*codes: int) -> SpectrumMachine:
    """A machine after CLS that has printed ``codes`` on the upper screen."""
    m = SpectrumMachine()
    m.screen.cls()
    m.screen.open_channel("S")
    for c in codes:
        m.screen.out(c, "S")
    return m


def text(s: str) -> list[int]:
    return [ord(c) for c in s]


# -- layout ---------------------------------------------------------------------

@pytest.mark.parametrize("cols,rows,scale", [
    (32, 24, (1, 1)), (63, 40, (1, 1)), (80, 24, (2, 1)), (100, 30, (2, 1)),
    (127, 60, (2, 1)), (128, 48, (4, 2)), (200, 60, (4, 2)),
])
def test_the_largest_scale_that_fits_is_chosen(cols: int, rows: int, scale) -> None:
    lay = choose_layout(cols, rows)
    assert lay is not None
    assert (lay.cw, lay.ch) == scale
    # everything inside the terminal
    assert lay.left - lay.bx >= 0 and lay.top - lay.by >= 0
    assert lay.left + 32 * lay.cw + lay.bx <= cols
    assert lay.top + 24 * lay.ch + lay.by <= rows


def test_border_appears_when_there_is_room() -> None:
    lay = choose_layout(100, 30)
    assert (lay.bx, lay.by) == (4, 2)
    assert choose_layout(80, 24).by == 0          # 24 rows: no room above and below


@pytest.mark.parametrize("cols,rows", [(31, 24), (32, 23), (80, 20), (10, 5)])
def test_too_small_terminals_get_no_layout_and_a_message(cols: int, rows: int) -> None:
    assert choose_layout(cols, rows) is None
    msg = " ".join(too_small_message(cols, rows))
    assert "too small" in msg and f"{cols}x{rows}" in msg and "32x24" in msg
    assert all(len(line) <= 40 for line in too_small_message(cols, rows))


# -- one cell --------------------------------------------------------------------------

def test_text_rows_put_the_character_in_the_top_row() -> None:
    assert text_rows("A", 1, 1) == ("A",)
    assert text_rows("A", 2, 1) == ("A ",)
    assert text_rows("A", 4, 2) == (" A  ", "    ")


def test_blank_and_full_cells_are_spaces_and_blocks() -> None:
    assert graphic_rows(bytes(8), 1, 1) == (" ",)
    assert graphic_rows(bytes([255] * 8), 2, 1) == ("██",)
    assert graphic_rows(bytes([255] * 8), 4, 2) == ("████", "████")


def test_block_graphics_are_exact_quadrants() -> None:
    top_left = bytes([0xF0] * 4 + [0] * 4)
    assert graphic_rows(top_left, 1, 1) == ("▘",)
    assert graphic_rows(top_left, 2, 1) == ("▀ ",)
    bottom_right = bytes([0] * 4 + [0x0F] * 4)
    assert graphic_rows(bottom_right, 1, 1) == ("▗",)


def braille(*dots: tuple[int, int]) -> str:
    bits = {(0, 0): 1, (0, 1): 2, (0, 2): 4, (1, 0): 8, (1, 1): 16, (1, 2): 32,
            (0, 3): 64, (1, 3): 128}
    return chr(BRAILLE_BASE + sum(bits[d] for d in dots))


def test_a_single_pixel_becomes_one_braille_dot() -> None:
    g = bytearray(8)
    g[0] = 0x80                                   # top-left pixel
    assert graphic_rows(bytes(g), 4, 2) == (braille((0, 0)) + "   ", "    ")
    assert graphic_rows(bytes(g), 1, 1) == (braille((0, 0)),)
    g = bytearray(8)
    g[7] = 0x01                                   # bottom-right pixel
    assert graphic_rows(bytes(g), 4, 2) == ("    ", "   " + braille((1, 3)))
    assert graphic_rows(bytes(g), 1, 1) == (braille((1, 3)),)


def test_a_diagonal_line_at_full_resolution() -> None:
    g = bytes(0x80 >> i for i in range(8))        # a line from top-left to bottom-right
    top, bottom = graphic_rows(g, 4, 2)
    assert top == braille((0, 0), (1, 1)) + braille((0, 2), (1, 3)) + "  "
    assert bottom == "  " + braille((0, 0), (1, 1)) + braille((0, 2), (1, 3))


# -- the whole screen ---------------------------------------------------------------------

def first_run_with(runs, needle: str):
    return next(r for r in runs if needle in r[2])


def test_text_is_drawn_as_characters_in_ink_on_paper() -> None:
    m = machine_with(16, 2, 17, 6, *text("HI"))   # INK 2; PAPER 6
    view = ScreenView(choose_layout(80, 24))
    runs = view.changes(m.memory, 7, 0)
    row, col, s, fg, bg = first_run_with(runs, "H")
    assert s.startswith("H I ")
    assert (row, col) == (0, 8)
    assert fg == hexc(2) and bg == hexc(6)


def test_nothing_is_redrawn_when_nothing_changed() -> None:
    m = machine_with(*text("HELLO"))
    view = ScreenView(choose_layout(80, 24))
    assert view.changes(m.memory, 7, 0)
    assert view.changes(m.memory, 7, 1) == []


def test_only_the_changed_cell_is_redrawn() -> None:
    m = machine_with(*text("HELLO"))
    view = ScreenView(choose_layout(80, 24))
    view.changes(m.memory, 7, 0)
    m.screen.out(22, "S"), m.screen.out(0, "S"), m.screen.out(1, "S")
    m.screen.out(ord("A"), "S")
    runs = view.changes(m.memory, 7, 0)
    assert runs == [(0, 8 + 2, "A ", hexc(0), hexc(7))]


def test_plotted_pixels_become_braille_or_blocks() -> None:
    m = machine_with()
    view = ScreenView(choose_layout(32, 24))
    view.changes(m.memory, 7, 0)
    m.screen.plot(0, 175)                         # the top-left pixel of the screen
    m.screen.plot(255, 0)                         # bottom right (row 21: PLOT stops there)
    runs = view.changes(m.memory, 7, 0)
    assert runs == [(0, 0, braille((0, 0)), hexc(0), hexc(7)),
                    (21, 31, braille((1, 3)), hexc(0), hexc(7))]


def test_inverse_text_swaps_ink_and_paper() -> None:
    m = machine_with(20, 1, *text("X"))           # INVERSE 1
    view = ScreenView(choose_layout(32, 24))
    row, col, s, fg, bg = first_run_with(view.changes(m.memory, 7, 0), "X")
    assert (fg, bg) == (hexc(7), hexc(0))


def test_bright_uses_the_bright_palette() -> None:
    m = machine_with(19, 1, 16, 1, *text("B"))    # BRIGHT 1; INK 1
    view = ScreenView(choose_layout(32, 24))
    row, col, s, fg, bg = first_run_with(view.changes(m.memory, 7, 0), "B")
    assert fg == hexc(1, 1) == "0000ff"


def test_flash_swaps_every_16_frames_and_only_flash_cells_are_redrawn() -> None:
    m = machine_with(*text("N"), 18, 1, *text("F"))   # N normal, F with FLASH 1
    view = ScreenView(choose_layout(32, 24))
    assert flash_phase(0) == 0 and flash_phase(15) == 0 and flash_phase(16) == 1
    view.changes(m.memory, 7, 0)
    assert view.changes(m.memory, 7, 15) == []
    runs = view.changes(m.memory, 7, 16)
    assert runs == [(0, 1, "F", hexc(7), hexc(0))]
    assert view.changes(m.memory, 7, 32) == [(0, 1, "F", hexc(0), hexc(7))]


def test_the_border_is_a_frame_in_its_colour_and_redrawn_when_it_changes() -> None:
    m = machine_with()
    lay = choose_layout(100, 30)
    view = ScreenView(lay)
    runs = view.changes(m.memory, 1, 0)
    border = [r for r in runs if r[3] == r[4] == hexc(1)]
    rows = {r[0] for r in border}
    assert rows == set(range(lay.top - lay.by, lay.top + 24 * lay.ch + lay.by))
    assert view.changes(m.memory, 1, 0) == []
    again = view.changes(m.memory, 2, 0)
    assert again and all(r[3] == r[4] == hexc(2) for r in again)


def test_udgs_are_drawn_as_pictures_in_their_colour() -> None:
    m = machine_with()
    udg = m.memory.peek16(23675)
    for i, b in enumerate([60, 60, 60, 126, 255, 255, 60, 60]):   # FORTRESS's token
        m.memory.poke(udg + i, b)
    m.screen.open_channel("S")
    for c in (16, 2, 144):
        m.screen.out(c, "S")
    view = ScreenView(choose_layout(32, 24))
    runs = view.changes(m.memory, 7, 0)
    row, col, s, fg, bg = runs[0]
    assert (row, col) == (0, 0) and fg == hexc(2)
    assert 0x2800 < ord(s[0]) <= 0x28FF


def test_the_too_small_message_names_the_other_ways_to_run() -> None:
    lines = too_small_message(40, 12, title="C64", need=(40, 24),
                              alternatives=("--stream", "--window"))
    text = " ".join(lines)
    assert "it needs 40x24" in text and "this one is 40x12" in text
    assert "--stream" in text and "--window" in text
    assert len(lines) <= 12 and all(len(line) <= 40 for line in lines)


def test_run_names_the_window_only_where_there_is_one(monkeypatch) -> None:
    import importlib.util
    from basic.frontends import live
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    assert live.run_alternatives() == ("--stream",)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name: object())
    assert live.run_alternatives() == ("--stream", "--window")
