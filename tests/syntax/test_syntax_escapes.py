"""Text escapes inside strings and REM, both ways (the oracle README's list)."""
import random

import pytest

from basic.core.errors import BasicSyntaxError
from basic.dialects.spectrum.escapes import QUADRANTS, decode_text, encode_text

from syntaxdata import golden


@pytest.mark.parametrize("text,codes", [
    ("[UDG-A]", [144]), ("[UDG-u]", [164]), ("[udg-a]", [ord(c) for c in "[udg-a]"]),
    ("\\a", [144]), ("\\u", [164]), ("\\v", [ord("\\"), ord("v")]),
    ("\\::", [143]), ("\\  ", [128]), ("\\''", [0x83]), ("\\..", [0x8C]), ("\\':", [0x87]),
    ("\\.'", [0x89]), ("\\ :", [0x85]), ("\\: ", [0x8A]),
    ("\\*", [127]), ("\\\\", [92]), ("\\@", [64]),
    ("\\{65}", [65]), ("\\{0x41}", [65]), ("\\{0X7f}", [127]), ("\\{300}", [300 & 0xFF]),
    ("\\{x}", [ord(c) for c in "\\{x}"]),
    ("£©↑", [0x60, 0x7F, 0x5E]), ("^`", [0x5E, 0x60]),
    ("é", [0xE9]),
])
def test_decode(text, codes):
    assert decode_text(text) == "".join(map(chr, codes))


def test_unicode_quadrants_are_the_block_graphics():
    assert decode_text(QUADRANTS[1:]) == "".join(chr(c) for c in range(0x81, 0x90))


def test_block_escapes_and_quadrants_agree():
    for left, lbits in ((" ", 0), ("'", 1), (".", 2), (":", 3)):
        for right, rbits in ((" ", 0), ("'", 1), (".", 2), (":", 3)):
            code = ord(decode_text("\\" + left + right))
            if code != 0x80:
                assert decode_text(QUADRANTS[code - 0x80]) == chr(code)
            assert bool(code & 2) == bool(lbits & 1) and bool(code & 8) == bool(lbits & 2)
            assert bool(code & 1) == bool(rbits & 1) and bool(code & 4) == bool(rbits & 2)


def test_characters_beyond_the_spectrum_set_are_errors():
    with pytest.raises(BasicSyntaxError) as e:
        decode_text("ab€")
    assert e.value.column == 3


def test_escapes_agree_with_the_oracles_tokenizer():
    # the golden bytes of every case with an escape in a string or REM
    for c in golden("rom_golden.json"):
        if "\\" in c["body"] or "[UDG" in c["body"] or "£" in c["body"]:
            from basic.dialects.spectrum.crunch import crunch
            assert crunch(c["body"], c["upper"]).text == bytes.fromhex(c["tokens"]).decode("latin-1")


@pytest.mark.parametrize("style", ["unicode", "zmakebas"])
def test_encode_then_decode_gives_back_any_string(style):
    rnd = random.Random(7)
    for _ in range(300):
        s = "".join(chr(rnd.randrange(256)) for _ in range(rnd.randrange(12)))
        assert decode_text(encode_text(s, style)) == s
    every = "".join(map(chr, range(256)))
    assert decode_text(encode_text(every, style)) == every


def test_encode_forms():
    assert encode_text("\x90\x8f\x7f\x60\\") == "[UDG-A]█©£\\\\"
    assert encode_text("\x90\x8f\x7f", "zmakebas") == "\\a\\::\\*"
    assert encode_text("\x80\x0d\xf5") == "\\  \\{13}\\{245}"
    assert encode_text("[UDG-A]") == "\\{91}UDG-A]"
    assert encode_text("[x]") == "[x]"
