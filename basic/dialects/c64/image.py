"""Pictures of the C64 screen: the VIC-II's frame as a PNG, and ANSI rows.

The PNG is the frame of :func:`.picture.frame`, pixel for pixel: the
320x200 display window in a 32-pixel border, everything the VIC-II shows
(text in any mode, bitmaps, sprites, the border's 38/24 narrowing, the
scroll registers), scaled by a whole number.  :func:`frame_pixels` and
:func:`screen_rgb` give the same frame to a window or a recorder.
:func:`ansi_rows` gives the text screen as 24-bit-colour terminal rows (the
Unicode mapping of basic.dialects.c64.petscii, reverse video as swapped
colours).
"""
from __future__ import annotations

import base64
import os
import zlib
from typing import Any, BinaryIO

from .bus import C64Memory
from .petscii import PALETTE, screen_char
from .picture import HEIGHT, WIDTH, frame
from .registers import BORDER_PX
from .screen import BACKGROUND, BORDER, COLS, ROWS, SCREEN, VIC_MEMORY

__all__ = ["BORDER_PX", "WIDTH", "HEIGHT", "frame_pixels", "screen_rgb", "screen_png",
           "ansi_rows", "png_from_dump", "dump_picture"]

#: the palette as Pillow's "P" images take it
_PALETTE_BYTES = b"".join(bytes(rgb) for rgb in PALETTE)


def frame_pixels(memory: C64Memory) -> tuple[int, int, bytes]:
    """(width, height, palette indices) of the frame the VIC-II shows now."""
    return WIDTH, HEIGHT, frame(memory.vic)


def _image(width: int, height: int, indices: bytes) -> Any:
    from PIL import Image
    img = Image.frombytes("P", (width, height), indices)
    img.putpalette(_PALETTE_BYTES)
    return img


def screen_rgb(memory: C64Memory) -> tuple[int, int, bytes]:
    """(width, height, packed RGB) of the frame, unscaled."""
    w, h, indices = frame_pixels(memory)
    return w, h, _image(w, h, indices).convert("RGB").tobytes()


def _save(width: int, height: int, indices: bytes, path: str | os.PathLike | BinaryIO,
          scale: int) -> None:
    from PIL import Image
    img = _image(width, height, indices).convert("RGB")
    if scale != 1:
        img = img.resize((width * scale, height * scale), Image.NEAREST)
    img.save(path, format="PNG")


def screen_png(memory: C64Memory, path: str | os.PathLike | BinaryIO, scale: int = 2) -> None:
    """Write the frame as a PNG (nearest-neighbour scaling)."""
    _save(*frame_pixels(memory), path, scale)


def _sgr(fg: tuple[int, int, int], bg: tuple[int, int, int]) -> str:
    return "\x1b[38;2;%d;%d;%dm\x1b[48;2;%d;%d;%dm" % (fg + bg)


def ansi_rows(memory: C64Memory) -> list[str]:
    """The 25 rows of screen RAM as text with 24-bit colour escapes (each
    row resets at its end)."""
    d = memory.data
    colour_ram = memory.colour_ram
    lower = memory.vic.lower_case
    paper = PALETTE[memory.vic.background]
    rows = []
    for row in range(ROWS):
        parts = []
        last = None
        for col in range(COLS):
            a = COLS * row + col
            code = d[SCREEN + a]
            ink = PALETTE[colour_ram[a] & 15]
            pair = (paper, ink) if code & 0x80 else (ink, paper)
            if pair != last:
                parts.append(_sgr(*pair))
                last = pair
            parts.append(screen_char(code, lower))
        parts.append("\x1b[0m")
        rows.append("".join(parts))
    return rows


def dump_picture(memory: C64Memory) -> dict[str, Any]:
    """The frame for a run's dump (``picture``): its size and its palette
    indices, compressed and in base64, so ``--png`` after a headless run
    draws exactly what the machine showed."""
    w, h, indices = frame_pixels(memory)
    return {"width": w, "height": h,
            "indices": base64.b64encode(zlib.compress(indices, 9)).decode("ascii")}


def png_from_dump(result: dict, path: str | os.PathLike | BinaryIO, scale: int = 2) -> None:
    """``--png`` after a headless run: the dump's ``picture``; a dump without
    one (an older one) is redrawn from its ``codes``, ``colours``,
    ``border``, ``background`` and ``lower_case``."""
    picture = result.get("picture")
    if picture:
        indices = zlib.decompress(base64.b64decode(picture["indices"]))
        _save(picture["width"], picture["height"], indices, path, scale)
        return
    m = C64Memory()
    d = m.data
    for r, row in enumerate(result["codes"]):
        d[SCREEN + COLS * r:SCREEN + COLS * r + COLS] = bytes(row)
    for r, row in enumerate(result["colours"]):
        m.colour_ram[COLS * r:COLS * r + COLS] = bytes(c & 15 for c in row)
    m.vic.write(BORDER, result.get("border", 14))
    m.vic.write(BACKGROUND, result.get("background", 6))
    m.vic.write(VIC_MEMORY, 0x17 if result.get("lower_case") else 0x15)
    screen_png(m, path, scale)
