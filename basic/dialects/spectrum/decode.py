"""Spectrum screen memory -> the oracle's ``--json`` screen fields.

The conventions are those of zxoracle's ``decode_screen``: every
character cell's 8 bytes are looked up among, in this order (the first glyph
registered for a bitmap wins),

1. the current font (CHARS+256, codes 32..127), then the ROM font if CHARS
   points elsewhere;
2. the 16 block graphics 128..143;
3. the 21 UDGs at the address in UDG;
4. the inverse (all bits flipped) of the fonts, then of the UDGs.

A match gives the code (and whether it was inverse); a cell that matches
nothing is ``·`` with code -1.  Text: ↑ £ © for 0x5E, 0x60, 0x7F, Unicode
quadrants for block graphics, ``[UDG-A]`` (or circled Ⓐ) for UDGs.
"""
from __future__ import annotations

from ...core.memory import Memory
from .rom import CHARSET_ADDR
from .sysvars import CHARS, UDG

UNKNOWN = "\u00b7"
QUADRANTS = " ▝▘▀▗▐▚▜▖▞▌▛▄▟▙█"      # index = code - 0x80 (bit 0 TR, 1 TL, 2 BR, 3 BL)
SPECIAL = {0x5E: "↑", 0x60: "£", 0x7F: "©"}


def cell_addr(row: int, col: int, line: int) -> int:
    """Display-file address of pixel line ``line`` (0..7) of cell row, col."""
    return 0x4000 | ((row & 0x18) << 8) | (line << 8) | ((row & 7) << 5) | col


_CELL_BASE = [[cell_addr(r, c, 0) for c in range(32)] for r in range(24)]


def code_text(code: int, udg_style: str = "bracket") -> str:
    """How one decoded character code is written in ``rows``."""
    if code in SPECIAL:
        return SPECIAL[code]
    if 32 <= code < 128:
        return chr(code)
    if 0x80 <= code <= 0x8F:
        return QUADRANTS[code - 0x80]
    if 0x90 <= code <= 0xA4:
        if udg_style == "circled":
            return chr(0x24B6 + code - 0x90)
        return f"[UDG-{chr(ord('A') + code - 0x90)}]"
    return "\\{%d}" % code


def glyph_table(memory: Memory) -> dict[bytes, tuple[int, bool]]:
    """Every recognisable 8-byte cell -> (code, inverse)."""
    d = memory.data
    table: dict[bytes, tuple[int, bool]] = {}

    def add(glyph: bytes, code: int, inverse: bool) -> None:
        if len(glyph) == 8:
            table.setdefault(glyph, (code, inverse))

    font = d[CHARS] + 256 * d[CHARS + 1] + 256
    fonts = [font] if font == CHARSET_ADDR else [font, CHARSET_ADDR]
    for base in fonts:
        for code in range(32, 128):
            a = base + 8 * (code - 32)
            add(bytes(d[a:a + 8]), code, False)
    for code in range(0x80, 0x90):
        top = (0xF0 if code & 2 else 0) | (0x0F if code & 1 else 0)
        bot = (0xF0 if code & 8 else 0) | (0x0F if code & 4 else 0)
        add(bytes([top] * 4 + [bot] * 4), code, False)
    udg = d[UDG] + 256 * d[UDG + 1]
    udgs = []
    for k in range(21):
        a = (udg + 8 * k) & 0xFFFF
        g = bytes(d[a:a + 8]) if a + 8 <= 65536 else bytes(8)
        udgs.append(g)
        add(g, 0x90 + k, False)
    for base in fonts:
        for code in range(32, 128):
            a = base + 8 * (code - 32)
            g = bytes(d[a:a + 8])
            add(bytes(b ^ 0xFF for b in g), code, True)
    for k, g in enumerate(udgs):
        add(bytes(b ^ 0xFF for b in g), 0x90 + k, True)
    return table


def decode_rows(memory: Memory, udg_style: str = "bracket",
                unknown: str = UNKNOWN) -> tuple[list[str], list[list[int]], list[str]]:
    """(rows, codes, inverse): 24 text rows, 24x32 codes (-1 unknown), 24
    strings of '0'/'1' (cell matched an inverse glyph)."""
    d = memory.data
    table = glyph_table(memory)
    rows, codes, inverse = [], [], []
    for r in range(24):
        text, crow, irow = [], [], []
        for base in _CELL_BASE[r]:
            hit = table.get(bytes(d[base + (i << 8)] for i in range(8)))
            if hit is None:
                text.append(unknown)
                crow.append(-1)
                irow.append("0")
            else:
                code, inv = hit
                text.append(code_text(code, udg_style))
                crow.append(code)
                irow.append("1" if inv else "0")
        rows.append("".join(text))
        codes.append(crow)
        inverse.append("".join(irow))
    return rows, codes, inverse


def screen_attrs(memory: Memory) -> list[list[int]]:
    """24 rows of 32 attribute bytes."""
    d = memory.data
    return [list(d[0x5800 + 32 * r:0x5800 + 32 * r + 32]) for r in range(24)]


def screen_bitmap(memory: Memory) -> list[str]:
    """192 strings of 256 '0'/'1', top pixel line first."""
    d = memory.data
    out = []
    for y in range(192):
        base = 0x4000 | ((y & 0xC0) << 5) | ((y & 7) << 8) | ((y & 0x38) << 2)
        out.append("".join(format(b, "08b") for b in d[base:base + 32]))
    return out


def screen_fields(memory: Memory, udg_style: str = "bracket", bitmap: bool = True) -> dict:
    """The screen part of the oracle's ``--json``: rows, codes, inverse, attrs,
    report_screen (rows 22-23 stripped and joined) and bitmap."""
    rows, codes, inverse = decode_rows(memory, udg_style)
    out = {
        "rows": rows,
        "codes": codes,
        "inverse": inverse,
        "attrs": screen_attrs(memory),
        "report_screen": " ".join(r.strip() for r in rows[22:24] if r.strip()),
    }
    if bitmap:
        out["bitmap"] = screen_bitmap(memory)
    return out
