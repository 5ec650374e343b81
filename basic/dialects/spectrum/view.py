"""The Spectrum's screen in a terminal: screen memory -> coloured terminal cells.

:class:`ScreenView` turns screen memory into terminal cells (laid out by
basic.core.cells.choose_layout) and remembers what it drew, so only what
changed is sent again.  A cell whose 8 bytes match a character of the font
(the glyph table of :mod:`.decode`) is shown as that character; any other
cell (PLOT/DRAW pixels, block graphics, UDGs) is drawn with Unicode block
characters where they are exact and braille dots otherwise, each terminal
cell standing for its share of the 8x8 pixels.  Colours are the cell's ink
and paper (BRIGHT, and FLASH swapping them in the second half of every
32-frame cycle, as the ULA does).
"""
from __future__ import annotations

from typing import Optional

from ...core.cells import Layout, graphic_rows, text_rows
from ...core.memory import Memory
from .decode import code_text, glyph_table
from .image import PALETTE
from .sysvars import CHARS, UDG

COLS, ROWS = 32, 24
FLASH_FRAMES = 16

HEX = [[bytes(c).hex() for c in PALETTE[b]] for b in (0, 1)]


def flash_phase(frames: int) -> int:
    """0 or 1: FLASH cells show ink and paper swapped in phase 1."""
    return (frames // FLASH_FRAMES) & 1


class ScreenView:
    """Screen memory -> terminal cells, with memory of what is on the terminal.

    :meth:`changes` returns the runs of terminal cells to (re)write as
    ``(row, col, text, fg, bg)`` (0-based terminal position, colours as hex
    ``'rrggbb'``)."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self._prev: list[Optional[tuple[bytes, int]]] = [None] * (COLS * ROWS)
        self._prev_border: Optional[int] = None
        self._snapshot: Optional[bytes] = None
        self._phase = -1
        self._fonts: Optional[bytes] = None
        self._table: dict[bytes, tuple[int, bool]] = {}
        self._memo: dict[tuple[bytes, int], tuple[str, ...]] = {}
        base = [[0x4000 | ((r & 0x18) << 8) | ((r & 7) << 5) | c for c in range(COLS)]
                for r in range(ROWS)]
        self._bases = [a for row in base for a in row]

    def invalidate(self) -> None:
        """Forget what is on the terminal (after a clear or a resize)."""
        self._prev = [None] * (COLS * ROWS)
        self._prev_border = None
        self._snapshot = None

    def _refresh_table(self, memory: Memory) -> None:
        d = memory.data
        font = d[CHARS] | (d[CHARS + 1] << 8)
        udg = d[UDG] | (d[UDG + 1] << 8)
        key = bytes(d[font + 256:font + 1024]) + bytes(d[udg:udg + 168]) + bytes(
            [font & 0xFF, font >> 8, udg & 0xFF, udg >> 8])
        if key != self._fonts:
            self._fonts = key
            self._table = glyph_table(memory)
            self._memo.clear()
            self._prev = [None] * (COLS * ROWS)

    def _cell(self, glyph: bytes) -> tuple[str, ...]:
        """The terminal text of one cell: a character if the glyph is one of
        the font's printable characters, else a picture of its pixels."""
        lay = self.layout
        hit = self._table.get(glyph)
        if hit is not None and 32 <= hit[0] < 128:
            return text_rows(code_text(hit[0]), lay.cw, lay.ch)
        return graphic_rows(glyph, lay.cw, lay.ch)

    def changes(self, memory: Memory, border: int, frames: int) -> list[tuple[int, int, str, str, str]]:
        """The runs that differ from what was drawn last time."""
        d = memory.data
        lay = self.layout
        phase = flash_phase(frames)
        runs: list[tuple[int, int, str, str, str]] = []
        if border != self._prev_border:
            runs.extend(self._border_runs(border))
            self._prev_border = border
        self._refresh_table(memory)
        snapshot = bytes(d[0x4000:0x5B00])
        if snapshot == self._snapshot and (phase == self._phase or not any(
                a & 0x80 for a in snapshot[0x1800:])):
            return runs
        self._snapshot = snapshot
        self._phase = phase
        memo = self._memo
        table = self._table
        prev = self._prev
        cw, ch = lay.cw, lay.ch
        for r in range(ROWS):
            pending: list[tuple[int, list[tuple[str, ...]], str, str]] = []
            for c in range(COLS):
                k = r * COLS + c
                base = self._bases[k]
                glyph = bytes(d[base:base + 0x800:0x100])
                attr = d[0x5800 + k]
                inv = False
                hit = table.get(glyph)
                if hit is not None and 32 <= hit[0] < 128:
                    inv = hit[1]
                swap = inv ^ bool(attr & 0x80 and phase)
                key = (glyph, attr | (0x100 if swap else 0))
                if prev[k] == key:
                    continue
                prev[k] = key
                cell = memo.get(glyph)
                if cell is None:
                    cell = self._cell(glyph)
                    if len(memo) > 4096:
                        memo.clear()
                    memo[glyph] = cell
                bright = (attr >> 6) & 1
                ink, paper = HEX[bright][attr & 7], HEX[bright][(attr >> 3) & 7]
                fg, bg = (paper, ink) if swap else (ink, paper)
                if pending and pending[-1][0] + len(pending[-1][1]) == c and \
                        pending[-1][2] == fg and pending[-1][3] == bg:
                    pending[-1][1].append(cell)
                else:
                    pending.append((c, [cell], fg, bg))
            for c0, cells, fg, bg in pending:
                for j in range(ch):
                    text = "".join(cell[j] for cell in cells)
                    runs.append((lay.top + r * ch + j, lay.left + c0 * cw, text, fg, bg))
        return runs

    def _border_runs(self, border: int) -> list[tuple[int, int, str, str, str]]:
        lay = self.layout
        colour = HEX[0][border & 7]
        w = COLS * lay.cw
        h = ROWS * lay.ch
        x0 = lay.left - lay.bx
        full = w + 2 * lay.bx
        runs = []
        for y in range(lay.top - lay.by, lay.top):
            runs.append((y, x0, " " * full, colour, colour))
        for y in range(lay.top + h, lay.top + h + lay.by):
            runs.append((y, x0, " " * full, colour, colour))
        if lay.bx:
            for y in range(lay.top, lay.top + h):
                runs.append((y, x0, " " * lay.bx, colour, colour))
                runs.append((y, lay.left + w, " " * lay.bx, colour, colour))
        return runs
