"""The tables read from the ROM image agree with the oracle's reading of it."""
import json
from pathlib import Path

import pytest

from basic.dialects.spectrum import rom as zx_rom

TABLES = json.loads((Path(__file__).parent / "golden" / "zx_rom_tables.json").read_text())


def test_tokens_match_the_oracle():
    assert zx_rom.tokens() == {int(k): v for k, v in TABLES["tokens"].items()}
    assert zx_rom.tokens()[0xA5] == "RND" and zx_rom.tokens()[0xFF] == "COPY"


def test_token_raw_has_the_inverted_last_character():
    raw = zx_rom.token_raw(0xEC)
    assert raw[-1] & 0x80 and bytes(b & 0x7F for b in raw) == TABLES["tokens"][str(0xEC)].encode()


def test_report_messages_match_the_oracle():
    assert zx_rom.report_messages() == TABLES["reports"]
    assert zx_rom.report_message("B") == TABLES["reports"][11]
    assert zx_rom.report_message("r") == TABLES["reports"][27]
    with pytest.raises(ValueError):
        zx_rom.report_number("S")


def test_charset_is_the_rom_font():
    rom = zx_rom.rom_image()
    assert len(rom) == 16384
    assert zx_rom.charset() == rom[0x3D00:0x4000]
    assert zx_rom.glyph(ord("A")) == rom[0x3D00 + 8 * 33:0x3D00 + 8 * 34]
    assert zx_rom.glyph(32) == bytes(8)
    with pytest.raises(ValueError):
        zx_rom.glyph(128)


def test_rom_messages():
    assert bytes(b & 0x7F for b in zx_rom.table_entry(zx_rom.SCROLL_MSG_ADDR, 0)) == b"scroll?"
    assert bytes(b & 0x7F for b in zx_rom.table_entry(zx_rom.COMMA_MSG_ADDR, 0)) == b", "
