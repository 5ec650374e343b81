"""The VIC-II's eight sprites: where their pixels are, and where they collide.

C. Bauer, "The MOS 6567/6569 video controller (VIC-II) and its application
in the Commodore 64" (1996), 3.8:

* 3.8.1: 24x21 pixels, three bytes a line from the 63 bytes the sprite's
  pointer selects; the first line is shown on the raster line after the
  one that matches Y (rule 3, and "the sprite Y coordinates ... must be 1
  less than the desired Y position of the first sprite line"); pixel k of
  a line is at X coordinate X + k (rule 6), the X coordinates running
  0-503 and starting again, so a sprite near 503 comes back at the left
  edge and one at 504-511 is never shown; multicolour makes pairs of bits
  one double-width pixel ("00" transparent, "01" $D025, "10" the sprite's
  colour, "11" $D026); expansion doubles a pixel's width (X) or repeats a
  line (Y);
* 3.8.2: sprite 0 has the highest priority; a sprite whose $D01B bit is
  set lies behind the foreground graphics; two sprites collide where both
  have a pixel that is not transparent, anywhere, border or not; a sprite
  collides with the graphics where it has a pixel and the graphics a
  foreground pixel, which happens only inside the display window (3.9:
  the vertical border turns the graphics off).

Masks are Python ints whose bit n is X coordinate n.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Iterator, Optional

from .graphics import Graphics
from .registers import D015, D017, D01B, D01C, D01D, D025, D026, D027, X_COORDINATES

if TYPE_CHECKING:
    from .vic import VicII

#: a pixel's colour slot: 1 multicolour 0, 2 the sprite's own colour, 3 multicolour 1
_SPRITE = 2
_LINE = (1 << X_COORDINATES) - 1

#: one line of a sprite: (offset from X, colour slot) for each pixel shown,
#: and the mask of those offsets
Row = tuple[tuple[tuple[int, int], ...], int]


@lru_cache(maxsize=4096)
def line_pixels(word: int, multicolour: bool, wide: bool) -> Row:
    """The pixels of a sprite line (its three bytes as a 24-bit ``word``)."""
    out = []
    if multicolour:
        for j in range(12):
            slot = word >> (22 - 2 * j) & 3
            if slot:
                out += [(2 * j, slot), (2 * j + 1, slot)]
    else:
        out = [(k, _SPRITE) for k in range(24) if word >> (23 - k) & 1]
    if wide:
        out = [(2 * k + i, slot) for k, slot in out for i in (0, 1)]
    mask = 0
    for k, _ in out:
        mask |= 1 << k
    return tuple(out), mask


@lru_cache(maxsize=512)
def shape(data: bytes, multicolour: bool, wide: bool) -> tuple[Optional[Row], ...]:
    """The 21 lines of a sprite's 63 bytes (None for a line with no pixel)."""
    rows = []
    for r in range(21):
        word = data[3 * r] << 16 | data[3 * r + 1] << 8 | data[3 * r + 2]
        rows.append(line_pixels(word, multicolour, wide) if word else None)
    return tuple(rows)


@dataclass
class Sprite:
    """One sprite as it is shown this frame."""
    number: int
    x: int
    y: int
    tall: bool
    behind: bool                          # $D01B: behind the foreground
    colours: tuple[int, int, int, int]    # by slot: -, multicolour 0, own, multicolour 1
    rows: tuple[Optional[Row], ...]

    def lines(self) -> Iterator[tuple[int, Row]]:
        """(raster line, row) for each line shown."""
        reps = 2 if self.tall else 1
        first = self.y + 1
        for r, row in enumerate(self.rows):
            if row is not None:
                for rep in range(reps):
                    yield first + reps * r + rep, row

    def mask(self, row: Row) -> int:
        """A row's pixels as X coordinates."""
        m = row[1] << self.x
        if m >> X_COORDINATES:
            m = (m & _LINE) | m >> X_COORDINATES
        return m

    def pixels(self, row: Row) -> Iterator[tuple[int, int]]:
        """A row's pixels as (X coordinate, colour slot)."""
        x = self.x
        for k, slot in row[0]:
            yield (x + k) % X_COORDINATES, slot


def sprites(vic: VicII) -> list[Sprite]:
    """The sprites that are on, in priority order (sprite 0 first)."""
    r = vic.regs
    enabled = r[D015]
    out = []
    for n in range(8):
        if not enabled >> n & 1:
            continue
        x, y, data = vic.sprite(n)
        if x >= X_COORDINATES:
            continue
        rows = shape(data, bool(r[D01C] >> n & 1), bool(r[D01D] >> n & 1))
        colours = (0, r[D025] & 15, r[D027 + n] & 15, r[D026] & 15)
        out.append(Sprite(n, x, y, bool(r[D017] >> n & 1), bool(r[D01B] >> n & 1),
                          colours, rows))
    return out


def collisions(vic: VicII) -> list[tuple[int, int, int]]:
    """The raster lines where collisions happen this frame, as (line,
    sprite-sprite bits, sprite-data bits)."""
    shown = sprites(vic)
    if not shown:
        return []
    by_line: dict[int, list[tuple[int, int]]] = {}
    for s in shown:
        for line, row in s.lines():
            by_line.setdefault(line, []).append((s.number, s.mask(row)))
    graphics = Graphics.of(vic)
    out = []
    for line, items in by_line.items():
        ss = 0
        if len(items) > 1:
            for i, (a, ma) in enumerate(items):
                for b, mb in items[i + 1:]:
                    if ma & mb:
                        ss |= 1 << a | 1 << b
        sd = 0
        fg = graphics.foreground(line)
        if fg:
            for n, m in items:
                if m & fg:
                    sd |= 1 << n
        if ss or sd:
            out.append((line, ss, sd))
    return out
