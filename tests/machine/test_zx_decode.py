"""zx_decode against the oracle's own decoding of the same memory."""
import base64
import json
import zlib
from pathlib import Path

import pytest

from basic.core.memory import Memory
from basic.dialects.spectrum.decode import (code_text, decode_rows, screen_attrs, screen_bitmap,
                                            screen_fields)
from basic.dialects.spectrum.rom import rom_image

GOLD = json.loads((Path(__file__).parent / "golden" / "zx_decode.json").read_text())


def _memory(rec) -> Memory:
    m = Memory(rom_image())
    for addr, packed in rec["memory"].items():
        data = zlib.decompress(base64.b64decode(packed))
        m.data[int(addr):int(addr) + len(data)] = data
    return m


@pytest.mark.parametrize("name", sorted(GOLD))
def test_decode_matches_oracle(name):
    rec = GOLD[name]
    m = _memory(rec)
    rows, codes, inverse = decode_rows(m)
    assert rows == rec["rows"]
    assert codes == rec["codes"]
    assert inverse == rec["inverse"]
    assert decode_rows(m, "circled")[0] == rec["rows_circled"]
    assert screen_attrs(m) == rec["attrs"]
    assert ["%064x" % int(line, 2) for line in screen_bitmap(m)] == rec["bitmap_hex"]
    fields = screen_fields(m)
    assert fields["report_screen"] == rec["report_screen"]
    assert fields["rows"] == rec["rows"] and len(fields["bitmap"]) == 192


def test_the_mixed_screen_has_what_it_should():
    """The golden screen really exercises UDGs, inverse, blocks and unknown cells."""
    rec = GOLD["mixed"]
    flat = [c for row in rec["codes"] for c in row]
    assert -1 in flat and 0x92 in flat and 0x8F in flat
    assert any("1" in row for row in rec["inverse"])
    assert "£©↑" in rec["rows"][0]


def test_code_text():
    assert code_text(0x60) == "£" and code_text(0x7F) == "©" and code_text(0x5E) == "↑"
    assert code_text(0x80) == " " and code_text(0x8F) == "█" and code_text(0x83) == "▀"
    assert code_text(0x90) == "[UDG-A]" and code_text(0xA4, "circled") == "Ⓤ"
    assert code_text(5) == "\\{5}"
