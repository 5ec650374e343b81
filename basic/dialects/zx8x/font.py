"""An 8x8 font for pictures of the ZX80 and ZX81 screens, drawn for this project.

This is our own drawing, not either machine's character ROM: the letters,
digits and symbols are 6x6 designs (one-pixel strokes, set in columns 1-6 of
rows 1-6 of the cell, so neighbouring characters and rows keep a gap); the
block graphics are computed from what they are (quadrants, the chequered
shade and its halves).  A glyph is 8 bytes, the top row first, bit 7 the
leftmost pixel; an inverse-video code (128-191) is its character's glyph with
every bit flipped, which is also how both machines make their inverse block
graphics.

The designs are keyed by the Unicode character that
:mod:`basic.dialects.zx8x.charset` shows for a code, so one table serves both
character sets.
"""
from __future__ import annotations

from functools import lru_cache

from .charset import Charset

# 6x6 designs, rows top to bottom, '#' ink; placed at rows 1-6, columns 1-6.
_DESIGNS = {
    " ": "...... ...... ...... ...... ...... ......",
    '"': ".#..#. .#..#. ...... ...... ...... ......",
    "£": "...##. ..#..# .####. ..#... .#.... ######",
    "$": "..#... .##### #.#... .####. ..#..# #####.",
    ":": "...... ..##.. ...... ...... ..##.. ......",
    "?": ".####. #....# ....#. ...#.. ...... ...#..",
    "(": "...#.. ..#... ..#... ..#... ..#... ...#..",
    ")": "..#... ...#.. ...#.. ...#.. ...#.. ..#...",
    "-": "...... ...... .####. ...... ...... ......",
    "+": "...... ..#... ..#... #####. ..#... ..#...",
    "*": "...... .#.#.. ..#... #####. ..#... .#.#..",
    "/": "...... .....# ....#. ...#.. ..#... .#....",
    "=": "...... ...... ###### ...... ###### ......",
    ">": "...... .#.... ..#... ...#.. ..#... .#....",
    "<": "...... ...#.. ..#... .#.... ..#... ...#..",
    ";": "...... ..#... ...... ...... ..#... .#....",
    ",": "...... ...... ...... ...... ..#... .#....",
    ".": "...... ...... ...... ...... ..##.. ..##..",
    "0": ".####. #...## #..#.# #.#..# ##...# .####.",
    "1": "..##.. .#.#.. ...#.. ...#.. ...#.. .#####",
    "2": ".####. #....# ....#. ..##.. .#.... ######",
    "3": ".####. #....# ...##. .....# #....# .####.",
    "4": "...#.. ..##.. .#.#.. #..#.. ###### ...#..",
    "5": "###### #..... #####. .....# #....# .####.",
    "6": ".####. #..... #####. #....# #....# .####.",
    "7": "###### .....# ....#. ...#.. ..#... ..#...",
    "8": ".####. #....# .####. #....# #....# .####.",
    "9": ".####. #....# #....# .##### .....# .####.",
    "A": ".####. #....# #....# ###### #....# #....#",
    "B": "#####. #....# #####. #....# #....# #####.",
    "C": ".####. #....# #..... #..... #....# .####.",
    "D": "####.. #...#. #....# #....# #...#. ####..",
    "E": "###### #..... #####. #..... #..... ######",
    "F": "###### #..... #####. #..... #..... #.....",
    "G": ".####. #..... #..... #..### #....# .####.",
    "H": "#....# #....# ###### #....# #....# #....#",
    "I": "#####. ..#... ..#... ..#... ..#... #####.",
    "J": ".....# .....# .....# #....# #....# .####.",
    "K": "#...#. #..#.. ###... #..#.. #...#. #....#",
    "L": "#..... #..... #..... #..... #..... ######",
    "M": "#....# ##..## #.##.# #....# #....# #....#",
    "N": "#....# ##...# #.#..# #..#.# #...## #....#",
    "O": ".####. #....# #....# #....# #....# .####.",
    "P": "#####. #....# #....# #####. #..... #.....",
    "Q": ".####. #....# #....# #..#.# #...#. .###.#",
    "R": "#####. #....# #....# #####. #...#. #....#",
    "S": ".####. #..... .####. .....# #....# .####.",
    "T": "###### ..#... ..#... ..#... ..#... ..#...",
    "U": "#....# #....# #....# #....# #....# .####.",
    "V": "#....# #....# #....# #....# .#..#. ..##..",
    "W": "#....# #....# #....# #.##.# ##..## #....#",
    "X": "#....# .#..#. ..##.. ..##.. .#..#. #....#",
    "Y": "#...#. .#.#.. ..#... ..#... ..#... ..#...",
    "Z": "###### ....#. ...#.. ..#... .#.... ######",
}

#: Unicode quadrant characters -> which quarters are ink (1 top-left,
#: 2 top-right, 4 bottom-left, 8 bottom-right)
_QUADRANTS = {" ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█"[bits]: bits for bits in range(16)}

_SHADES = {
    "▒": lambda x, y: (x + y) % 2 == 0,
    "\U0001FB8F": lambda x, y: y >= 4 and (x + y) % 2 == 0,      # lower half shade
    "\U0001FB8E": lambda x, y: y < 4 and (x + y) % 2 == 0,       # upper half shade
}


def _from_design(design: str) -> tuple[int, ...]:
    rows = [0]
    for line in design.split():
        value = 0
        for x, dot in enumerate(line):
            if dot == "#":
                value |= 0x40 >> x
        rows.append(value)
    rows.append(0)
    return tuple(rows)


def _from_quadrants(bits: int) -> tuple[int, ...]:
    top = (0xF0 if bits & 1 else 0) | (0x0F if bits & 2 else 0)
    bottom = (0xF0 if bits & 4 else 0) | (0x0F if bits & 8 else 0)
    return (top,) * 4 + (bottom,) * 4


def _from_shape(inked) -> tuple[int, ...]:
    return tuple(sum(0x80 >> x for x in range(8) if inked(x, y)) for y in range(8))


@lru_cache(maxsize=None)
def char_glyph(ch: str) -> tuple[int, ...]:
    """The 8 bytes of one character as Unicode shows it (``?`` for a
    character the font has no drawing of)."""
    if ch in _DESIGNS:
        return _from_design(_DESIGNS[ch])
    if ch in _QUADRANTS:
        return _from_quadrants(_QUADRANTS[ch])
    if ch in _SHADES:
        return _from_shape(_SHADES[ch])
    return _from_design(_DESIGNS["?"])


def glyph(charset: Charset, code: int) -> tuple[int, ...]:
    """The 8 bytes of screen code ``code`` (0-63, or 128-191 for inverse
    video) of ``charset``."""
    if not (0 <= code < 64 or 128 <= code < 192):
        return char_glyph("?")
    rows = char_glyph(charset.chars[code & 0x3F])
    if code & 0x80:
        return tuple(r ^ 0xFF for r in rows)
    return rows


def missing(charset: Charset) -> list[str]:
    """Characters of the set that have no drawing (for the tests)."""
    return [ch for ch in charset.chars
            if ch not in _DESIGNS and ch not in _QUADRANTS and ch not in _SHADES]
