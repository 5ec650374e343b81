"""The C64 screen for a live terminal: what changed, as runs of coloured text.

A terminal front-end draws a machine by asking its view for
``changes(memory, border, frames)``: a list of ``(row, col, text, fg, bg)``
runs (0-based terminal cells, colours as ``'rrggbb'``), only for cells that
differ from what the terminal already shows.  :class:`CbmScreenView` gives
that for the 40x25 screen inside a border of ``border_rows`` rows and
``border_cols`` columns, each C64 cell ``cw`` x ``ch`` terminal cells (1x1
unless told); a terminal of 24 rows shows 24 of the 25, following the
cursor (:meth:`CbmScreenView.follow`).

* The plain text screen (standard text mode, the character ROM, no sprite
  on) is drawn from screen memory: each cell the Unicode character of
  basic.dialects.c64.petscii in its colour RAM colour on the background
  colour (swapped for reverse video).
* Anything else (bitmaps, multicolour and extended colour modes, a
  character set in RAM, sprites) is drawn from the VIC-II's picture
  (:func:`.picture.cells`), with the Spectrum's sub-cell technique
  (basic.core.cells): a cell whose pixels are a character of the ROM in
  two colours is that character; any other cell is block characters where
  they are exact and braille dots otherwise, in two colours.  What this
  loses: a third and fourth colour in a cell (multicolour, a sprite over a
  character) become the ink; the fine scroll (XSCROLL/YSCROLL) and the
  38-column and 24-row borders are not shown (characters stay in their
  cells); at one terminal cell per C64 cell, braille gives 2x4 dots for
  8x8 pixels, a dot being on when any of its pixels is.

The cursor blink is in screen memory already (the machine does it as the
KERNAL does).  Nothing here changes the machine.
"""
from __future__ import annotations

from typing import Any, Optional

from ...core.cells import graphic_rows, text_rows
from .bus import C64Memory
from .chargen import CHARGEN, LOWER, UPPER
from .petscii import PALETTE, screen_char
from .picture import CellReader
from .registers import D011, D015, D016

HEX = tuple("%02x%02x%02x" % rgb for rgb in PALETTE)

#: glyph bytes -> screen code, for each character ROM set (the first code wins)
_GLYPHS: dict[bool, dict[bytes, int]] = {}


def rom_glyphs(lower: bool) -> dict[bytes, int]:
    """The character ROM's glyphs of one set, to know a character by its pixels."""
    table = _GLYPHS.get(lower)
    if table is None:
        base = LOWER if lower else UPPER
        table = {}
        for code in range(256):
            table.setdefault(bytes(CHARGEN[base + 8 * code:base + 8 * code + 8]), code)
        _GLYPHS[lower] = table
    return table


def plain_text(memory: C64Memory) -> bool:
    """Whether the screen is plain text: standard text mode with the
    display on, the character ROM, no sprite on."""
    vic = memory.vic
    r = vic.regs
    return (r[D011] & 0x70 == 0x10 and not r[D016] & 0x10 and not r[D015]
            and not vic.bank() & 0x4000 and vic.char_base() in (0x1000, 0x1800))


#: a terminal cell: (character, fg, bg)
TermCell = tuple[str, str, str]


class CbmScreenView:
    """Screen memory -> terminal runs, remembering what the terminal shows."""

    def __init__(self, border_rows: int = 1, border_cols: int = 2,
                 cw: int = 1, ch: int = 1, rows: int = 25) -> None:
        self.cw, self.ch = cw, ch
        self.top = border_rows
        self.left = border_cols
        #: the screen rows shown (fewer than 25 in a short terminal), from
        #: row :attr:`first` on, which :meth:`follow` moves with the cursor
        self.rows = rows
        self.first = 0
        self.height = rows * ch + 2 * border_rows
        self.width = 40 * cw + 2 * border_cols
        self._prev: list[Optional[TermCell]] = [None] * (self.width * self.height)
        self._memo: dict[tuple, tuple[str, ...]] = {}
        self._reader = CellReader()

    def invalidate(self) -> None:
        """Forget what is on the terminal (after a clear or a resize)."""
        self._prev = [None] * (self.width * self.height)

    def follow(self, row: int) -> None:
        """Keep screen row ``row`` (the cursor's) in the rows shown, moving
        them no more than it takes."""
        if row >= self.first + self.rows:
            self.first = row - self.rows + 1
        elif row < self.first:
            self.first = row
        self.first = max(0, min(self.first, 25 - self.rows))

    def _rows(self, kind: str, what: Any, lower: bool) -> tuple[str, ...]:
        """A C64 cell's terminal text, ``ch`` strings of ``cw`` characters."""
        key = (kind, what, lower)
        rows = self._memo.get(key)
        if rows is None:
            if kind == "text":
                rows = text_rows(screen_char(what, lower), self.cw, self.ch)
            else:
                rows = graphic_rows(what, self.cw, self.ch)
            if len(self._memo) > 4096:
                self._memo.clear()
            self._memo[key] = rows
        return rows

    def cells(self, memory: C64Memory, border: int) -> list[TermCell]:
        """(character, fg, bg) for every terminal cell, border included."""
        vic = memory.vic
        lower = vic.lower_case
        edge = (" ", HEX[border & 15], HEX[border & 15])
        out = [edge] * (self.width * self.height)
        if plain_text(memory):
            paper = vic.background
            codes = vic.fetch(vic.matrix_base(), 1000)
            colours = memory.colour_ram
            looks = [("text", code, colours[i], paper) for i, code in enumerate(codes)]
        else:
            looks = self._reader.read(vic, rom_glyphs(lower))
        cw, ch, w = self.cw, self.ch, self.width
        first, shown = self.first, self.rows
        for i, (kind, what, ink, paper) in enumerate(looks):
            r, c = divmod(i, 40)
            r -= first
            if not 0 <= r < shown:
                continue
            if kind == "text" and what & 0x80:
                ink, paper = paper, ink                     # reverse video
            rows = self._rows(kind, what, lower)
            fg, bg = HEX[ink & 15], HEX[paper & 15]
            for j in range(ch):
                base = (self.top + r * ch + j) * w + self.left + c * cw
                for k, char in enumerate(rows[j]):
                    out[base + k] = (char, fg, bg)
        return out

    def changes(self, memory: C64Memory, border: int,
                frames: int = 0) -> list[tuple[int, int, str, str, str]]:
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
