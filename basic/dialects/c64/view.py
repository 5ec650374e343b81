"""The C64 screen for a live terminal: what changed, as runs of coloured text.

A terminal front-end draws a machine by asking its view for
``changes(memory, border, frames)``: a list of ``(row, col, text, fg, bg)``
runs (0-based terminal cells, colours as ``'rrggbb'``), only for cells that
differ from what the terminal already shows.  :class:`CbmScreenView` gives
that for the 40x25 text screen inside a border of ``border_rows`` rows and
``border_cols`` columns: each cell is one terminal cell, the Unicode character
of basic.dialects.c64.petscii in its colour RAM colour on the background
colour (swapped for reverse video).  The cursor blink is in screen memory
already (the machine does it as the KERNAL does).  Nothing here changes the
machine.
"""
from __future__ import annotations

from typing import Any, Optional

from .petscii import PALETTE, screen_char
from .screen import BACKGROUND, COLOUR_RAM, COLS, ROWS, SCREEN, VIC_MEMORY

HEX = tuple("%02x%02x%02x" % rgb for rgb in PALETTE)


class CbmScreenView:
    """Screen memory -> terminal runs, remembering what the terminal shows."""

    def __init__(self, border_rows: int = 1, border_cols: int = 2) -> None:
        self.top = border_rows
        self.left = border_cols
        self.height = ROWS + 2 * border_rows
        self.width = COLS + 2 * border_cols
        self._prev: list[Optional[tuple[str, str, str]]] = [None] * (self.width * self.height)

    def invalidate(self) -> None:
        """Forget what is on the terminal (after a clear or a resize)."""
        self._prev = [None] * (self.width * self.height)

    def cells(self, memory: Any, border: int) -> list[tuple[str, str, str]]:
        """(character, fg, bg) for every terminal cell, border included."""
        d = memory.data
        lower = bool(d[VIC_MEMORY] & 0x02)
        paper = HEX[d[BACKGROUND] & 15]
        edge = (" ", HEX[border & 15], HEX[border & 15])
        out = [edge] * (self.width * self.height)
        for r in range(ROWS):
            base = (r + self.top) * self.width + self.left
            for c in range(COLS):
                a = COLS * r + c
                code = d[SCREEN + a]
                ink = HEX[d[COLOUR_RAM + a] & 15]
                ch = screen_char(code, lower)
                out[base + c] = (ch, paper, ink) if code & 0x80 else (ch, ink, paper)
        return out

    def changes(self, memory: Any, border: int, frames: int = 0) -> list[tuple[int, int, str, str, str]]:
        cells = self.cells(memory, border)
        prev = self._prev
        runs: list[tuple[int, int, str, str, str]] = []
        w = self.width
        for row in range(self.height):
            col = 0
            while col < w:
                i = row * w + col
                if cells[i] == prev[i]:
                    col += 1
                    continue
                _, fg, bg = cells[i]
                start = col
                text = []
                while col < w:
                    j = row * w + col
                    ch, f, b = cells[j]
                    if cells[j] == prev[j] or (f, b) != (fg, bg):
                        break
                    text.append(ch)
                    col += 1
                runs.append((row, start, "".join(text), fg, bg))
        self._prev = cells
        return runs
