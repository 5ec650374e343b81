"""The picture the VIC-II makes: one frame as pixels, for every way it is shown.

:func:`frame` draws the whole frame, the 320x200 display window in 32
pixels of border on every side (384x264), as palette indices (0-15, one
byte a pixel, rows top to bottom): the PNG (:mod:`.image`), a window and a
recording draw this and nothing else, so they cannot differ.  The terminal
(:mod:`.view`) draws its cells from :func:`cells`, the same frame with the
characters put back in their cells.

The frame is composed as the VIC-II's priority multiplexer and border unit
do it (C. Bauer, "The MOS 6567/6569 video controller", 3.8.2, 3.9, 3.10):
the graphics (:mod:`.graphics`) inside the display window, the sprites
(:mod:`.sprites`) over them (or behind the foreground, per $D01B; where
two overlap, the lower-numbered sprite's pixel is taken first, even when
it then yields to the foreground), and the border over everything; with
DEN clear the whole frame is border.  Every line is drawn with the
registers as they are now: changes made in the middle of a frame are not
seen in it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from .graphics import Graphics
from .registers import (BORDER_PX, FRAME_HEIGHT, FRAME_LINE, FRAME_WIDTH, GRAPHICS_X,
                        frame_x)
from .sprites import Row, Sprite, sprites

if TYPE_CHECKING:
    from .vic import VicII

WIDTH, HEIGHT = FRAME_WIDTH, FRAME_HEIGHT


def frame(vic: VicII, aligned: bool = False) -> bytes:
    """The frame as palette indices, ``WIDTH`` x ``HEIGHT``.  ``aligned``:
    without the fine scroll and the 38-column and 24-row borders (see
    :class:`.graphics.Graphics`)."""
    border = vic.border
    edge = bytes([border]) * WIDTH
    graphics = Graphics.of(vic, aligned)
    if not graphics.enabled:
        return edge * HEIGHT
    left = frame_x(graphics.left)                 # the window's first and last column
    right = frame_x(graphics.right)
    first = graphics.left - GRAPHICS_X            # its first pixel in a graphics line
    by_line: dict[int, list[tuple[Sprite, Row]]] = {}
    for s in sprites(vic):
        for line, sprite_row in s.lines():
            by_line.setdefault(line, []).append((s, sprite_row))
    rows = []
    for y in range(HEIGHT):
        line = FRAME_LINE + y
        if not graphics.visible(line):
            rows.append(edge)
            continue
        row = bytearray(edge)
        row[left:right + 1] = graphics.pixels(line)[first:first + right + 1 - left]
        on_line = by_line.get(line)
        if on_line:
            _draw_sprites(row, on_line, graphics, line, left, right)
        rows.append(bytes(row))
    return b"".join(rows)


def _draw_sprites(row: bytearray, on_line: list[tuple[Sprite, Row]], graphics: Graphics,
                  line: int, left: int, right: int) -> None:
    """The sprites' pixels on one line of the window, in priority order."""
    taken = 0
    foreground: Optional[int] = None
    for s, sprite_row in on_line:
        mask = s.mask(sprite_row)
        new = mask & ~taken
        taken |= mask
        if not new:
            continue
        if s.behind and foreground is None:
            foreground = graphics.foreground(line)
        colours = s.colours
        for x, slot in s.pixels(sprite_row):
            if not new >> x & 1:
                continue
            if s.behind and foreground and foreground >> x & 1:
                continue
            fx = frame_x(x)
            if left <= fx <= right:
                row[fx] = colours[slot]


# -- the terminal's cells --------------------------------------------------------------------
#: a cell as the terminal shows it: ("text", screen code, ink, paper) for one of
#: the character ROM's characters, or ("pixels", 8 glyph bytes, ink, paper)
Cell = tuple[str, object, int, int]


class CellReader:
    """The 40x25 cells of the display window, row by row, from the aligned
    frame (see :meth:`read`); a band of eight raster lines that is the same
    as last time gives the same cells again."""

    def __init__(self) -> None:
        self._bands: list[Optional[tuple[bytes, int, int, list[Cell]]]] = [None] * 25
        self._memo: dict[tuple[bytes, int], Cell] = {}

    def read(self, vic: VicII, glyphs: dict[bytes, int]) -> list[Cell]:
        """A cell whose pixels are two colours (or one) in the shape of a
        character of ``glyphs`` (8 glyph bytes -> screen code, reversed
        characters included) is that character, in its colours; any other
        cell is its pixels, "ink" where they differ from the paper, the paper
        being the background colour if the cell shows it, else its commonest
        colour, and the ink the commonest of the rest (a third or fourth
        colour is lost)."""
        pixels = frame(vic, aligned=True)
        background = vic.background
        memo = self._memo
        if len(memo) > 8192:
            memo.clear()
        out: list[Cell] = []
        for r in range(25):
            top = (BORDER_PX + 8 * r) * WIDTH
            band = pixels[top:top + 8 * WIDTH]
            known = self._bands[r]
            if known is not None and known[0] == band and known[1] == background \
                    and known[2] == id(glyphs):
                out.extend(known[3])
                continue
            lines = [band[WIDTH * y + BORDER_PX:WIDTH * y + BORDER_PX + 320] for y in range(8)]
            row: list[Cell] = []
            for c in range(0, 320, 8):
                block = b"".join([line[c:c + 8] for line in lines])
                key = (block, background)
                cell = memo.get(key)
                if cell is None:
                    cell = memo[key] = _cell(block, glyphs, background)
                row.append(cell)
            self._bands[r] = (band, background, id(glyphs), row)
            out.extend(row)
        return out


def cells(vic: VicII, glyphs: dict[bytes, int]) -> list[Cell]:
    """The cells of the display window now (:meth:`CellReader.read`)."""
    return CellReader().read(vic, glyphs)


def _cell(block: bytes, glyphs: dict[bytes, int], background: int) -> Cell:
    counts: dict[int, int] = {}
    for p in block:
        counts[p] = counts.get(p, 0) + 1
    by_count = sorted(counts, key=lambda k: (-counts[k], k))
    if len(by_count) == 1:
        only = by_count[0]
        return ("text", 0x20, only, only)
    if len(by_count) == 2:
        pairs = [(by_count[0], by_count[1]), (by_count[1], by_count[0])]
        if by_count[1] == background:
            pairs.reverse()
        for paper, ink in pairs:
            code = glyphs.get(_glyph(block, paper))
            if code is not None:
                return ("text", code, ink, paper)
    paper = background if background in counts else by_count[0]
    ink = next(k for k in by_count if k != paper)
    return ("pixels", _glyph(block, paper), ink, paper)


def _glyph(block: bytes, paper: int) -> bytes:
    """8 glyph bytes: a bit set for each pixel not of the paper colour."""
    out = bytearray(8)
    for y in range(8):
        b = 0
        for x in range(8):
            if block[8 * y + x] != paper:
                b |= 0x80 >> x
        out[y] = b
    return bytes(out)
