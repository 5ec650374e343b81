"""PNG pictures of a Spectrum screen (Pillow).

The picture is the 256x192 screen with a 32-pixel border on each side, in the
standard palette (0xD7 for normal colours, 0xFF for BRIGHT; black stays
black), scaled up by an integer factor.  FLASH cells show ink and paper
swapped in ``flash_phase`` 1, as the ULA does every 16 frames; phase 0 is what
the oracle's ``--png`` draws, pixel for pixel.
"""
from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, BinaryIO

if TYPE_CHECKING:
    from PIL import Image   # loaded when a picture is made, not at start-up

from ...core.memory import Memory

BORDER_PX = 32
_LEVEL = (0xD7, 0xFF)


def _colour(index: int, bright: int) -> bytes:
    """RGB bytes of Spectrum colour ``index`` (bit 0 blue, 1 red, 2 green)."""
    v = _LEVEL[bright]
    return bytes([((index >> 1) & 1) * v, ((index >> 2) & 1) * v, (index & 1) * v])


PALETTE = [[_colour(i, b) for i in range(8)] for b in (0, 1)]


def _byte_patterns() -> list[list[int]]:
    """For each display byte, its 8 pixels as 1 (ink) / 0 (paper), left first."""
    return [[(v >> (7 - i)) & 1 for i in range(8)] for v in range(256)]


_PIXELS = _byte_patterns()


def screen_rgb(memory: Memory, border: int = 7, flash_phase: int = 0) -> bytes:
    """The unscaled picture (320x256) as packed RGB bytes."""
    d = memory.data
    bcol = PALETTE[0][border & 7]
    width = 256 + 2 * BORDER_PX
    blank = bcol * width
    side = bcol * BORDER_PX
    out = bytearray(blank * BORDER_PX)
    for y in range(192):
        base = 0x4000 | ((y & 0xC0) << 5) | ((y & 7) << 8) | ((y & 0x38) << 2)
        arow = 0x5800 + 32 * (y >> 3)
        out += side
        for x in range(32):
            attr = d[arow + x]
            bright = (attr >> 6) & 1
            pair = (PALETTE[bright][(attr >> 3) & 7], PALETTE[bright][attr & 7])   # paper, ink
            if flash_phase and attr & 0x80:
                pair = (pair[1], pair[0])
            out += b"".join(pair[p] for p in _PIXELS[d[base + x]])
        out += side
    out += blank * BORDER_PX
    return bytes(out)


def screen_image(memory: Memory, border: int = 7, scale: int = 2, flash_phase: int = 0) -> Image.Image:
    """The screen as a Pillow image, scaled by ``scale`` (nearest neighbour)."""
    w, h = 256 + 2 * BORDER_PX, 192 + 2 * BORDER_PX
    from PIL import Image
    img = Image.frombytes("RGB", (w, h), screen_rgb(memory, border, flash_phase))
    if scale != 1:
        img = img.resize((w * scale, h * scale), Image.NEAREST)
    return img


def screen_png(memory: Memory, border: int, path: str | os.PathLike | BinaryIO,
               scale: int = 2, flash_phase: int = 0) -> None:
    """Write the screen as a PNG to ``path`` (a file name or a binary file)."""
    screen_image(memory, border, scale, flash_phase).save(path, format="PNG")


def memory_from_dump(result: dict[str, Any]) -> Memory:
    """A memory holding the screen of a headless result (its ``bitmap`` and
    ``attrs``), so the picture can be drawn after the machine is gone."""
    mem = Memory()
    d = mem.data
    for y, row in enumerate(result["bitmap"]):
        base = 0x4000 | ((y & 0xC0) << 5) | ((y & 7) << 8) | ((y & 0x38) << 2)
        for x in range(32):
            d[base + x] = int(row[8 * x:8 * x + 8], 2)
    for r, row in enumerate(result["attrs"]):
        d[0x5800 + 32 * r:0x5800 + 32 * r + 32] = bytes(row)
    return mem
