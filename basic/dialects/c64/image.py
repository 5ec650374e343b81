"""Pictures of the C64 screen: a PNG (Pillow) and ANSI-coloured terminal rows.

Both read only memory: screen RAM (1024), colour RAM (55296), the border and
background registers (53280, 53281) and the character set bit of 53272, so
they show exactly what a program put there.  The PNG is 320x200 pixels in
a 32-pixel border, drawn with our own font (basic.dialects.c64.font), scaled
by a whole number; the terminal rows use the Unicode mapping of
basic.dialects.c64.petscii in 24-bit colour, reverse video as swapped colours.
"""
from __future__ import annotations

import os
from typing import BinaryIO

from .font import glyph
from .petscii import PALETTE, screen_char
from .screen import BACKGROUND, BORDER, COLOUR_RAM, COLS, ROWS, SCREEN, VIC_MEMORY
from ...core.memory import Memory

BORDER_PX = 32
WIDTH, HEIGHT = 8 * COLS, 8 * ROWS


def screen_rgb(memory: Memory) -> tuple[int, int, bytes]:
    """(width, height, packed RGB) of the screen with its border, unscaled."""
    d = memory.data
    lower = bool(d[VIC_MEMORY] & 0x02)
    border = bytes(PALETTE[d[BORDER] & 15])
    paper = bytes(PALETTE[d[BACKGROUND] & 15])
    w = WIDTH + 2 * BORDER_PX
    out = bytearray(border * (w * BORDER_PX))
    side = border * BORDER_PX
    for row in range(ROWS):
        cells = []
        for col in range(COLS):
            a = COLS * row + col
            cells.append((glyph(d[SCREEN + a], lower), bytes(PALETTE[d[COLOUR_RAM + a] & 15])))
        for y in range(8):
            out += side
            for rows, ink in cells:
                bits = rows[y]
                for x in range(8):
                    out += ink if bits & (0x80 >> x) else paper
            out += side
    out += border * (w * BORDER_PX)
    return w, HEIGHT + 2 * BORDER_PX, bytes(out)


def screen_png(memory: Memory, path: str | os.PathLike | BinaryIO, scale: int = 2) -> None:
    """Write the screen as a PNG (nearest-neighbour scaling)."""
    from PIL import Image
    w, h, data = screen_rgb(memory)
    img = Image.frombytes("RGB", (w, h), data)
    if scale != 1:
        img = img.resize((w * scale, h * scale), Image.NEAREST)
    img.save(path, format="PNG")


def _sgr(fg: tuple[int, int, int], bg: tuple[int, int, int]) -> str:
    return "\x1b[38;2;%d;%d;%dm\x1b[48;2;%d;%d;%dm" % (fg + bg)


def ansi_rows(memory: Memory) -> list[str]:
    """The 25 rows as text with 24-bit colour escapes (each row resets at its end)."""
    d = memory.data
    lower = bool(d[VIC_MEMORY] & 0x02)
    paper = PALETTE[d[BACKGROUND] & 15]
    rows = []
    for row in range(ROWS):
        parts = []
        last = None
        for col in range(COLS):
            a = COLS * row + col
            code = d[SCREEN + a]
            ink = PALETTE[d[COLOUR_RAM + a] & 15]
            pair = (paper, ink) if code & 0x80 else (ink, paper)
            if pair != last:
                parts.append(_sgr(*pair))
                last = pair
            parts.append(screen_char(code, lower))
        parts.append("\x1b[0m")
        rows.append("".join(parts))
    return rows


def png_from_dump(result: dict, path: str | os.PathLike | BinaryIO, scale: int = 2) -> None:
    """``--png`` after a headless run: the screen rebuilt from the dump's
    ``codes``, ``colours``, ``border``, ``background`` and ``lower_case``."""
    m = Memory()
    d = m.data
    for r, row in enumerate(result["codes"]):
        d[SCREEN + COLS * r:SCREEN + COLS * r + COLS] = bytes(row)
    for r, row in enumerate(result["colours"]):
        d[COLOUR_RAM + COLS * r:COLOUR_RAM + COLS * r + COLS] = bytes(row)
    d[BORDER] = result.get("border", 14)
    d[BACKGROUND] = result.get("background", 6)
    d[VIC_MEMORY] = 0x17 if result.get("lower_case") else 0x15
    screen_png(m, path, scale)
