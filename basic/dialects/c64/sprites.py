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
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from .graphics import Graphics
from .registers import D015, D017, D01B, D01C, D01D, D025, D026, D027, X_COORDINATES

if TYPE_CHECKING:
    from .vic import VicII

#: a pixel's colour slot: 1 multicolour 0, 2 the sprite's own colour, 3 multicolour 1
_SPRITE = 2


@lru_cache(maxsize=4096)
def line_pixels(word: int, multicolour: bool, wide: bool) -> tuple[tuple[int, int], ...]:
    """The pixels of a sprite line (its three bytes as a 24-bit ``word``):
    (offset from the sprite's X, colour slot) for each pixel that is not
    transparent."""
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
    return tuple(out)


@dataclass
class Sprite:
    """One sprite as it is shown this frame."""
    number: int
    behind: bool                          # $D01B: behind the foreground
    colours: tuple[int, int, int, int]    # by slot: -, multicolour 0, own, multicolour 1
    #: raster line -> (pixels as (X coordinate, colour slot), mask of X coordinates)
    lines: dict[int, tuple[tuple[tuple[int, int], ...], int]]


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
        multicolour = bool(r[D01C] >> n & 1)
        wide = bool(r[D01D] >> n & 1)
        tall = 2 if r[D017] >> n & 1 else 1
        lines = {}
        for row in range(21):
            word = data[3 * row] << 16 | data[3 * row + 1] << 8 | data[3 * row + 2]
            if not word:
                continue
            pixels = tuple(((x + k) % X_COORDINATES, slot)
                           for k, slot in line_pixels(word, multicolour, wide))
            mask = 0
            for px, _ in pixels:
                mask |= 1 << px
            for rep in range(tall):
                lines[y + 1 + tall * row + rep] = (pixels, mask)
        colours = (0, r[D025] & 15, r[D027 + n] & 15, r[D026] & 15)
        out.append(Sprite(n, bool(r[D01B] >> n & 1), colours, lines))
    return out


def collisions(vic: VicII) -> list[tuple[int, int, int]]:
    """The raster lines where collisions happen this frame, as (line,
    sprite-sprite bits, sprite-data bits)."""
    shown = sprites(vic)
    if not shown:
        return []
    by_line: dict[int, list[tuple[int, int]]] = {}
    for s in shown:
        for line, (_, mask) in s.lines.items():
            by_line.setdefault(line, []).append((s.number, mask))
    graphics = Graphics(vic)
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
