"""PNG pictures of the ZX80 and ZX81 screens (Pillow).

Both machines show 24 rows of 32 character cells, black on white, with a
white border round the picture; there is no colour and no bitmap, so the
picture is drawn from the screen codes with this project's own font
(:mod:`basic.dialects.zx8x.font`): 256x192 pixels in a 32-pixel border, scaled
by a whole number (nearest neighbour), like the Spectrum's pictures.
"""
from __future__ import annotations

import os
from typing import BinaryIO, Sequence, Union

from .charset import Charset
from .font import glyph

BORDER_PX = 32
COLS, ROWS = 32, 24
PAPER = bytes((0xFF, 0xFF, 0xFF))
INK = bytes((0x00, 0x00, 0x00))


def screen_rgb(charset: Charset, codes: Sequence[Sequence[int]]) -> tuple[int, int, bytes]:
    """(width, height, packed RGB) of the screen ``codes`` (24 rows of 32)
    with its border, unscaled."""
    w = 8 * COLS + 2 * BORDER_PX
    out = bytearray(PAPER * (w * BORDER_PX))
    side = PAPER * BORDER_PX
    pair = (PAPER, INK)
    for row in range(ROWS):
        glyphs = [glyph(charset, codes[row][col]) for col in range(COLS)]
        for y in range(8):
            out += side
            for g in glyphs:
                bits = g[y]
                out += b"".join(pair[(bits >> (7 - x)) & 1] for x in range(8))
            out += side
    out += PAPER * (w * BORDER_PX)
    return w, 8 * ROWS + 2 * BORDER_PX, bytes(out)


def screen_png(charset: Charset, codes: Sequence[Sequence[int]],
               path: Union[str, os.PathLike, BinaryIO], scale: int = 2) -> None:
    """Write the screen as a PNG."""
    from PIL import Image
    w, h, data = screen_rgb(charset, codes)
    img = Image.frombytes("RGB", (w, h), data)
    if scale != 1:
        img = img.resize((w * scale, h * scale), Image.NEAREST)
    img.save(path, format="PNG")
