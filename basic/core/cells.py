"""Terminal cells for a machine's screen: where it goes, and characters for pixels.

Every machine's face (basic.core.face) draws its screen in a terminal with
these: :func:`choose_layout` picks how many terminal cells show one
character cell of the machine (1x1, 2x1 or 4x2, the largest the terminal
holds) and where the screen and its border go; :func:`region_char` and
:func:`graphic_rows` draw a cell's 8x8 pixels with Unicode block characters
where they are exact and braille dots otherwise; :func:`text_rows` places a
character in its cell.
"""
from __future__ import annotations

from .nodeclass import record
from typing import Optional

#: the screen of the Sinclair machines in character cells (columns, rows)
DEFAULT_GRID = (32, 24)
#: (terminal columns, terminal rows) per machine cell, best first
SCALES = ((4, 2), (2, 1), (1, 1))
#: the 16 quadrant blocks, index = bits (1 top right, 2 top left, 4 bottom
#: right, 8 bottom left)
QUADRANTS = " ▝▘▀▗▐▚▜▖▞▌▛▄▟▙█"


@record(frozen=True)
class Layout:
    """Where the picture goes in a terminal of ``cols`` x ``rows``."""
    cols: int
    rows: int
    cw: int            # terminal columns per machine column
    ch: int            # terminal rows per machine row
    bx: int            # border width, in terminal columns on each side
    by: int            # border height, in terminal rows above and below
    left: int          # 0-based terminal column of the screen's left edge
    top: int           # 0-based terminal row of the screen's top edge


def choose_layout(cols: int, rows: int, grid: tuple[int, int] = DEFAULT_GRID,
                  scales: tuple[tuple[int, int], ...] = SCALES) -> Optional[Layout]:
    """The largest scale that fits, with a border of up to 16 pixels' worth
    around it; None when even one terminal cell per character does not fit.
    ``grid`` is the machine's screen in character cells (the Spectrum's and
    the ZX80/ZX81's are 32x24)."""
    gcols, grows = grid
    for cw, ch in scales:
        w, h = gcols * cw, grows * ch
        if w <= cols and h <= rows:
            bx = min(2 * cw, (cols - w) // 2)
            by = min(2 * ch, (rows - h) // 2)
            left = (cols - w) // 2
            top = (rows - h) // 2
            return Layout(cols, rows, cw, ch, bx, by, left, top)
    return None


BRAILLE_BASE = 0x2800
#: braille dot bit for dot column x (0..1), dot row y (0..3)
BRAILLE_BIT = ((0x01, 0x02, 0x04, 0x40), (0x08, 0x10, 0x20, 0x80))


def _pixels(glyph: bytes) -> list[list[int]]:
    return [[(b >> (7 - x)) & 1 for x in range(8)] for b in glyph]


def _any(px: list[list[int]], x0: int, y0: int, w: int, h: int) -> int:
    return int(any(px[y][x] for y in range(y0, y0 + h) for x in range(x0, x0 + w)))


def _quadrant_char(px: list[list[int]], x0: int, y0: int, w: int, h: int) -> Optional[str]:
    """The block character for a w x h region if each of its quarters is all
    ink or all paper, else None."""
    qw, qh = w // 2, h // 2
    index = 0
    for bit, (dx, dy) in ((1, (1, 0)), (2, (0, 0)), (4, (1, 1)), (8, (0, 1))):
        cells = [px[y][x] for y in range(y0 + dy * qh, y0 + (dy + 1) * qh)
                 for x in range(x0 + dx * qw, x0 + (dx + 1) * qw)]
        if all(cells):
            index |= bit
        elif any(cells):
            return None
    return QUADRANTS[index]


def _braille_char(px: list[list[int]], x0: int, y0: int, w: int, h: int) -> str:
    """Braille dots for a w x h region: a dot is on when any pixel under it is."""
    dw, dh = max(1, w // 2), max(1, h // 4)
    bits = 0
    for dx in range(2):
        for dy in range(4):
            if _any(px, x0 + dx * dw, y0 + dy * dh, dw, dh):
                bits |= BRAILLE_BIT[dx][dy]
    return chr(BRAILLE_BASE + bits)


def region_char(px: list[list[int]], x0: int, y0: int, w: int, h: int) -> str:
    """One terminal character for a w x h region of a cell's pixels (rows of
    0/1): a block character where it is exact, braille dots otherwise."""
    q = _quadrant_char(px, x0, y0, w, h)
    return q if q is not None else _braille_char(px, x0, y0, w, h)


def pixels(glyph: bytes | tuple[int, ...]) -> list[list[int]]:
    """8 bytes of a character cell (top row first, bit 7 leftmost) as rows
    of 0/1 pixels."""
    return _pixels(bytes(glyph))


def graphic_rows(glyph: bytes, cw: int, ch: int) -> tuple[str, ...]:
    """A cell of pixels as ``ch`` strings of ``cw`` characters: block
    characters where they are exact, braille otherwise."""
    px = _pixels(glyph)
    w, h = 8 // cw, 8 // ch
    out = []
    for j in range(ch):
        out.append("".join(region_char(px, i * w, j * h, w, h) for i in range(cw)))
    return tuple(out)


def text_rows(char: str, cw: int, ch: int) -> tuple[str, ...]:
    """A character cell: the character in the first row, a little right of
    the left edge at the wider scales, the rest blank."""
    pad = (cw - 1) // 2
    first = " " * pad + char + " " * (cw - 1 - pad)
    return (first,) + (" " * cw,) * (ch - 1)
