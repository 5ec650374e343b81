"""The VIC-II's graphics data sequencer: text and bitmap graphics, line by line.

:class:`Graphics` holds what one frame is drawn from (the registers, the
video matrix, colour RAM, the character generator or bitmap) and gives, for a
raster line of the display window, its 320 pixels (palette indices, for X
coordinates 24-343) and which of them are *foreground* (for the sprites'
priority and collisions).  The rules are C. Bauer's, "The MOS 6567/6569 video
controller (VIC-II) and its application in the Commodore 64" (1996):

* 3.5, 3.7.1, 3.7.2: text row ``r`` starts at raster line $30 + YSCROLL +
  8r (its bad line), 25 rows; the lines of the display window outside them
  are in idle state;
* 3.7.3: XSCROLL delays the graphics by 0-7 pixels (background colour 0 in
  front of them, the last pixels go under the right border);
* 3.7.3.1-3.7.3.8: the eight modes (ECM/BMM/MCM): standard text, multicolour
  text (a character with colour bit 3 set is four colours of double-width
  pixels, one without is standard in colours 0-7), standard bitmap,
  multicolour bitmap, ECM text (character codes 0-63, bits 6-7 choose the
  background), and the three invalid modes, black but with foreground for
  the collisions; the g-accesses of the ECM modes hold address lines 9 and
  10 low;
* 3.7.3.9: idle state shows the byte at $3FFF ($39FF with ECM) with the
  video matrix read as 0;
* 3.8.2: the foreground is the "1" pixels, and in multicolour the "10" and
  "11" pairs; a character drawn in standard mode inside multicolour text
  mode has its "1" pixels as foreground, as it is drawn.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .registers import (BAD_LINE_FIRST, COLUMNS_38, COLUMNS_40, D011, D016, D021,
                        GRAPHICS_X, ROWS_24, ROWS_25)

if TYPE_CHECKING:
    from .vic import VicII

#: a byte with its bits in the other order (bit 7 becomes bit 0), for masks
#: whose bit n is X coordinate n
REVERSED = bytes(int(f"{b:08b}"[::-1], 2) for b in range(256))
#: a multicolour byte's foreground: each pair "1x" as two set bits
MULTI_FOREGROUND = bytes((b & 0xAA) | (b & 0xAA) >> 1 for b in range(256))

_HIRES: dict[int, bytes] = {}
_MULTI: dict[int, bytes] = {}


def hires(g: int, one: int, zero: int) -> bytes:
    """Eight pixels of a standard byte: ``one`` where a bit is set."""
    key = g | one << 8 | zero << 12
    pixels = _HIRES.get(key)
    if pixels is None:
        pixels = bytes(one if g & (0x80 >> x) else zero for x in range(8))
        _HIRES[key] = pixels
    return pixels


def multi(g: int, c00: int, c01: int, c10: int, c11: int) -> bytes:
    """Eight pixels of a multicolour byte: four pairs, each two pixels wide."""
    key = g | c00 << 8 | c01 << 12 | c10 << 16 | c11 << 20
    pixels = _MULTI.get(key)
    if pixels is None:
        colours = (c00, c01, c10, c11)
        pixels = bytes(colours[(g >> (6 - 2 * (x >> 1))) & 3] for x in range(8))
        _MULTI[key] = pixels
    return pixels


BLACK = 0

#: the last frames' graphics by what they are drawn from (see Graphics.of)
_RECENT: dict[tuple, "Graphics"] = {}


class Graphics:
    """One frame's text/bitmap graphics (see the module docstring).
    ``aligned``: ignore the fine scroll and the 38-column and 24-row borders,
    so that characters fall in their cells (the terminal's view)."""

    def __init__(self, vic: VicII, aligned: bool = False) -> None:
        r = vic.regs
        d011, d016 = r[D011], r[D016]
        self.ecm, self.bmm, self.mcm = d011 >> 6 & 1, d011 >> 5 & 1, d016 >> 4 & 1
        self.mode = self.ecm << 2 | self.bmm << 1 | self.mcm
        self.enabled = bool(d011 & 0x10)
        self.xscroll = 0 if aligned else d016 & 7
        self.first = BAD_LINE_FIRST + (3 if aligned else d011 & 7)
        self.top, self.bottom = ROWS_25 if aligned or d011 & 0x08 else ROWS_24
        self.left, self.right = COLUMNS_40 if aligned or d016 & 0x08 else COLUMNS_38
        self.bg = tuple(r[D021 + i] & 15 for i in range(4))
        self.matrix = vic.fetch(vic.matrix_base(), 1000)
        self.colours = bytes(vic.bus.colour_ram[:1000])
        if self.bmm:
            self.gdata = vic.fetch(vic.bitmap_base(), 0x2000)
        else:
            self.gdata = vic.fetch(vic.char_base(), 0x800)
        self.idle = vic.fetch(0x39FF if self.ecm else 0x3FFF, 1)[0]
        #: everything the lines are drawn from
        self.key = (self.mode, self.enabled, self.xscroll, self.first, self.top, self.bottom,
                    self.left, self.right, self.bg, self.matrix, self.colours, self.gdata,
                    self.idle)
        self._foreground: dict[int, int] = {}
        self._pixels: dict[int, bytes] = {}

    @classmethod
    def of(cls, vic: VicII, aligned: bool = False) -> "Graphics":
        """The graphics of the frame now: the same object (with the lines it
        has worked out) while nothing they are drawn from has changed."""
        graphics = cls(vic, aligned)
        known = _RECENT.get(graphics.key)
        if known is not None:
            return known
        if len(_RECENT) >= 4:
            _RECENT.clear()
        _RECENT[graphics.key] = graphics
        return graphics

    def visible(self, line: int) -> bool:
        """Whether the graphics are shown on raster ``line``: inside the
        display window while DEN is set (the vertical border, 3.9, 3.10)."""
        return self.enabled and self.top <= line <= self.bottom

    def _bytes(self, line: int) -> tuple[list[int], int]:
        """The 40 g-access bytes of ``line`` (in display state), and its text
        row, or (idle byte x 40, -1)."""
        row, rc = divmod(line - self.first, 8)
        if not 0 <= row < 25:
            return [self.idle] * 40, -1
        base = 40 * row
        gdata = self.gdata
        if self.bmm:
            mask = 0x19FF if self.ecm else 0x1FFF
            return [gdata[((base + c) << 3 | rc) & mask] for c in range(40)], row
        codes = self.matrix[base:base + 40]
        if self.ecm:
            return [gdata[(code & 0x3F) << 3 | rc] for code in codes], row
        return [gdata[code << 3 | rc] for code in codes], row

    def foreground(self, line: int) -> int:
        """The foreground pixels of ``line`` as a mask whose bit n is X
        coordinate n (0 where the graphics are not shown)."""
        mask = self._foreground.get(line)
        if mask is None:
            mask = self._foreground[line] = self._find_foreground(line)
        return mask

    def _find_foreground(self, line: int) -> int:
        if not self.visible(line):
            return 0
        g, row = self._bytes(line)
        mode = self.mode
        if mode & 1:
            if mode == 1 or mode == 5:          # multicolour text: per character
                colours = self.colours[40 * row:40 * row + 40] if row >= 0 else bytes(40)
                fg = bytes(MULTI_FOREGROUND[b] if c & 8 else b for b, c in zip(g, colours))
            else:
                fg = bytes(MULTI_FOREGROUND[b] for b in g)
        else:
            fg = bytes(g)
        return int.from_bytes(fg.translate(REVERSED), "little") << (GRAPHICS_X + self.xscroll)

    def pixels(self, line: int) -> bytes:
        """The 320 pixels of ``line`` for X coordinates 24-343 (only
        meaningful where :meth:`visible`)."""
        px = self._pixels.get(line)
        if px is None:
            px = self._pixels[line] = self._draw(line)
        return px

    def _draw(self, line: int) -> bytes:
        g, row = self._bytes(line)
        mode = self.mode
        bg = self.bg
        bg0 = bg[0]
        if row < 0:                                  # idle state: no c-data
            b = g[0]
            if mode in (0, 1, 4):
                cell = hires(b, BLACK, bg0)
            elif mode == 3:
                cell = multi(b, bg0, BLACK, BLACK, BLACK)
            else:
                cell = hires(0, BLACK, BLACK)
            line_px = cell * 40
        else:
            base = 40 * row
            colours = self.colours[base:base + 40]
            if mode == 0:
                line_px = b"".join([hires(b, c, bg0) for b, c in zip(g, colours)])
            elif mode == 1:
                bg1, bg2 = bg[1], bg[2]
                line_px = b"".join([multi(b, bg0, bg1, bg2, c & 7) if c & 8 else hires(b, c & 7, bg0)
                                    for b, c in zip(g, colours)])
            elif mode == 2:
                screen = self.matrix[base:base + 40]
                line_px = b"".join([hires(b, s >> 4, s & 15) for b, s in zip(g, screen)])
            elif mode == 3:
                screen = self.matrix[base:base + 40]
                line_px = b"".join([multi(b, bg0, s >> 4, s & 15, c)
                                    for b, s, c in zip(g, screen, colours)])
            elif mode == 4:
                codes = self.matrix[base:base + 40]
                line_px = b"".join([hires(b, c, bg[code >> 6])
                                    for b, c, code in zip(g, colours, codes)])
            else:
                line_px = hires(0, BLACK, BLACK) * 40
        xs = self.xscroll
        if xs:
            line_px = bytes([bg0]) * xs + line_px[:320 - xs]
        return line_px
