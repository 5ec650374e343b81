"""We accept exactly the lines the ROM's editor accepts.

rom_golden.json holds the ROM's verdict on ~1900 lines (hand-written cases for
every statement and function, crunching cases, and 1200 generated lines), each
typed into the genuine 48K ROM by regen_golden.py.
"""
import pytest

from basic.core.errors import BasicSyntaxError
from basic.dialects.spectrum.crunch import crunch
from basic.dialects.spectrum.parser import parse_tokenized

from syntaxdata import golden

#: The ROM accepts these through a bug: after a *long* numeric name, a "(" is
#: not an error but leaves S-SCANNING with stale registers, which it then
#: performs as an operation of priority 2*(32+letter) taking a string operand
#: (LOOK-VARS leaves B/C so; see S-CONT-3 and V-END in the ROM disassembly).
#: ``DATA ab(n$`` is "accepted", ``DATA ab(n$)`` is not.  Such lines have no
#: meaning, so we reject them.
LONG_NAME_QUIRK = "long-name quirk"


def cases():
    return [c for c in golden("rom_golden.json") if c["ok"] is not None]


def parse_ok(body: str, upper: bool) -> bool:
    try:
        parse_tokenized(crunch(body, upper), 10)
    except BasicSyntaxError:
        return False
    return True


def test_the_golden_file_covers_many_accepted_and_rejected_lines():
    all_cases = cases()
    assert len(all_cases) > 1800
    accepted = sum(1 for c in all_cases if c["ok"])
    assert 500 < accepted < len(all_cases) - 500


@pytest.mark.parametrize("section", sorted({c["section"] for c in cases()}))
def test_we_accept_what_the_rom_accepts(section):
    wrong = []
    for c in cases():
        if c["section"] != section:
            continue
        ours = parse_ok(c["body"], c["upper"])
        expected = c["ok"]
        if section.startswith(LONG_NAME_QUIRK):
            assert expected is True and ours is False, c["body"]
            continue
        if ours != expected:
            wrong.append(("ROM accepts" if expected else "ROM rejects", c["body"]))
    assert not wrong, wrong


def test_no_line_makes_the_parser_fail_with_anything_but_a_syntax_error():
    for c in golden("rom_golden.json"):
        try:
            parse_tokenized(crunch(c["body"], c["upper"]), 10)
        except BasicSyntaxError:
            pass


def keyword_codes_used(hex_tokens: str) -> set[int]:
    """Keyword codes in a tokenized line, outside strings and REM text."""
    used, in_string = set(), False
    for b in bytes.fromhex(hex_tokens):
        if b == 0x22:
            in_string = not in_string
        elif not in_string and b >= 0xA5:
            used.add(b)
            if b == 0xEA:
                break
    return used


def test_every_keyword_parses_in_lines_the_rom_accepts():
    accepted = {}
    for c in cases():
        if c["ok"] and not c["section"].startswith(LONG_NAME_QUIRK):
            for code in keyword_codes_used(c["tokens"]):
                accepted.setdefault(code, []).append(c)
    assert sorted(accepted) == list(range(0xA5, 0x100))
    for code, lines in accepted.items():
        assert all(parse_ok(c["body"], c["upper"]) for c in lines), hex(code)
