"""The genuine 48K Spectrum ROM image, and the tables we read out of it.

Nothing here is drawn or typed by hand: the font, the keyword spellings and
the report messages come from the ROM image that SkoolKit ships, read once
(on first use) and cached.  Addresses are the ROM's own (see "The Complete
Spectrum ROM Disassembly"):

* 0x3D00  the character set, 8 bytes for each of the codes 32..127;
* 0x0095  the keyword table (TKN-TABLE): a dummy entry, then the 91 keywords
  for codes 0xA5..0xFF, each with bit 7 set on its last character;
* 0x1391  the report messages, code '0' (OK) .. 'R' (Tape loading error);
* 0x0CF8  the ``scroll?`` message, 0x1536 the ``, `` between report and line.

The screen prints tokens and messages by walking these tables exactly as the
ROM's PO-TOKENS / PO-MSG do, so it uses :func:`table_entry` rather than
pre-spaced strings.
"""
from __future__ import annotations

from functools import lru_cache

ROM_SIZE = 16384
CHARSET_ADDR = 0x3D00
TOKEN_TABLE_ADDR = 0x0095
REPORT_TABLE_ADDR = 0x1391
SCROLL_MSG_ADDR = 0x0CF8
COMMA_MSG_ADDR = 0x1536
FIRST_TOKEN = 0xA5


@lru_cache(maxsize=1)
def rom_image() -> bytes:
    """The 16 KiB 48K ROM, loaded from SkoolKit's resources once.

    The file is found without importing the skoolkit package itself (which
    takes longer than reading the file), falling back to skoolkit's own path."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.find_spec("skoolkit")
    data = b""
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = Path(folder) / "resources" / "48.rom"
        if path.is_file():
            data = path.read_bytes()[:ROM_SIZE]
            break
    if not data:
        from skoolkit import ROM48, read_bin_file
        data = bytes(read_bin_file(ROM48, ROM_SIZE))
    if len(data) != ROM_SIZE:  # pragma: no cover - a broken installation
        raise RuntimeError("the 48K ROM image shipped with skoolkit is incomplete")
    return data


def table_entry(table_addr: int, index: int) -> bytes:
    """Entry ``index`` of a ROM message table, as raw bytes (last one has bit 7).

    The table starts with a step-over byte, so entry 0 is the first real one;
    this is how the ROM's PO-SEARCH counts.
    """
    rom = rom_image()
    addr = table_addr
    for _ in range(index + 1):          # skip the step-over byte and `index` entries
        while not rom[addr] & 0x80:
            addr += 1
        addr += 1
    end = addr
    while not rom[end] & 0x80:
        end += 1
    return rom[addr:end + 1]


def table_entries(table_addr: int, count: int) -> list[bytes]:
    """The first ``count`` entries of a ROM message table in one pass."""
    rom = rom_image()
    addr = table_addr
    while not rom[addr] & 0x80:         # the step-over entry
        addr += 1
    addr += 1
    entries = []
    for _ in range(count):
        end = addr
        while not rom[end] & 0x80:
            end += 1
        entries.append(rom[addr:end + 1])
        addr = end + 1
    return entries


def _entry_text(raw: bytes) -> str:
    return "".join(chr(b & 0x7F) for b in raw)


@lru_cache(maxsize=1)
def charset() -> bytes:
    """The ROM font: 96 glyphs (codes 32..127), 8 bytes each, 768 bytes."""
    return rom_image()[CHARSET_ADDR:CHARSET_ADDR + 96 * 8]


def glyph(code: int) -> bytes:
    """The ROM's 8 bytes for character ``code`` (32..127)."""
    if not 32 <= code <= 127:
        raise ValueError(f"the ROM font has no glyph for code {code}")
    off = (code - 32) * 8
    return charset()[off:off + 8]


@lru_cache(maxsize=1)
def tokens() -> dict[int, str]:
    """Keyword codes 0xA5..0xFF -> the keyword as the ROM spells it (no spaces
    added: ``'GO TO'``, ``'OPEN #'``, ``'<='``, ``'SCREEN$'``)."""
    return {FIRST_TOKEN + i: _entry_text(raw) for i, raw in enumerate(_tokens_raw())}


@lru_cache(maxsize=1)
def _tokens_raw() -> tuple[bytes, ...]:
    return tuple(table_entries(TOKEN_TABLE_ADDR, 0x100 - FIRST_TOKEN))


def token_raw(code: int) -> bytes:
    """The table bytes of keyword ``code`` (for PO-TOKENS, which needs the
    inverted last character)."""
    return _tokens_raw()[code - FIRST_TOKEN]


@lru_cache(maxsize=1)
def report_messages() -> list[str]:
    """Report messages indexed by report number 0..27 ('0' OK .. 'R')."""
    return [_entry_text(raw) for raw in table_entries(REPORT_TABLE_ADDR, 28)]


def report_number(code: str) -> int:
    """Report character ('0'-'9', 'A'-'R') -> its number 0..27."""
    c = code.upper()
    if len(c) == 1 and c.isdigit():
        return int(c)
    if len(c) == 1 and "A" <= c <= "R":
        return 10 + ord(c) - ord("A")
    raise ValueError(f"not a Spectrum report code: {code!r}")


def report_message(code: str) -> str:
    """``'2'`` -> ``'Variable not found'`` (the ROM's words)."""
    return report_messages()[report_number(code)]
