"""Commodore 64 .prg files (basic/formats/prg.py), checked against the genuine
ROM:

* tests/c64/golden/crunch.json: the bytes the ROM stored for typed lines
  (tests/c64/oracle/gen_crunch.py);
* tests/formats/golden/prg_rom.json: whole programs as the ROM holds them
  after their listings are typed (load address + memory from TXTTAB to
  VARTAB, what SAVE writes), for listings/squares.bas, every listing of
  tests/c64/golden/rom_cases.json and two editing sessions
  (tests/formats/regen_prg_golden.py; the oracle is not needed here).
"""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from basic.dialects import get_dialect
from basic.core.formats import FormatError
from basic.dialects.c64 import prg

ROOT = Path(__file__).resolve().parents[2]
CRUNCH = json.loads((ROOT / "tests" / "c64" / "golden" / "crunch.json").read_text())
ROM_CASES = json.loads((ROOT / "tests" / "c64" / "golden" / "rom_cases.json").read_text())
ROM_PRG = json.loads((Path(__file__).parent / "golden" / "prg_rom.json").read_text())
SQUARES = (ROOT / "listings" / "squares.bas").read_text()


def one_line(number: int, body: bytes, load: int = 0x0801) -> bytes:
    """A one-line program laid out as the C64 Programmer's Reference Guide
    describes BASIC text: link, line number, body, 0, then a 0 link."""
    link = load + 2 + 2 + len(body) + 1
    return (load.to_bytes(2, "little") + link.to_bytes(2, "little")
            + number.to_bytes(2, "little") + body + b"\0" + b"\0\0")


def stored(text: str) -> dict[int, bytes]:
    """What the dialect itself stores for a listing (as `basic run` loads it)."""
    program = get_dialect("c64").parse_listing(text).program
    return {line.number: line.source.encode("latin-1") for line in program.lines}


# -- against the ROM ------------------------------------------------------------

@pytest.mark.parametrize("case", CRUNCH, ids=[c["line"] for c in CRUNCH])
def test_each_typed_line_is_stored_as_the_rom_stores_it(case: dict) -> None:
    assert prg.encode(case["line"], "X") == one_line(case["number"], bytes(case["bytes"]))


@pytest.mark.parametrize("case", ROM_PRG, ids=[c["name"] for c in ROM_PRG])
def test_whole_programs_are_the_roms_memory(case: dict) -> None:
    data = bytes.fromhex(case["prg"])
    assert prg.encode(case["listing"], "X") == data
    text = prg.decode(data)
    assert text.startswith("# dialect: c64\n")
    assert "# prg" not in text          # every line's text crunches back on its own
    assert prg.encode(text, "X") == data
    assert stored(text) == stored(case["listing"])


def test_the_golden_covers_squares_and_every_rom_case() -> None:
    names = {c["name"] for c in ROM_PRG}
    assert "squares" in names and {"rom_cases/" + n for n in ROM_CASES} <= names
    squares = next(c for c in ROM_PRG if c["name"] == "squares")
    assert squares["listing"] == SQUARES, "listings/squares.bas changed: regenerate"


@pytest.mark.parametrize("name", ["squares", *ROM_CASES])
def test_decode_encode_reencodes_to_the_same_bytes(name: str) -> None:
    listing = SQUARES if name == "squares" else ROM_CASES[name]["listing"]
    data = prg.encode(listing, name)
    assert prg.encode(prg.decode(data), name) == data
    assert stored(prg.decode(data)) == stored(listing)


# -- the layout ----------------------------------------------------------------------

def test_a_hand_built_file_decodes() -> None:
    # 10 PRINT "HI" as the C64 saves it (C64 Programmer's Reference Guide, BASIC
    # text storage; Microsoft's 6502 BASIC): the load address $0801, then the
    # link to the next line ($080c: 4 header bytes, 6 of body, the 0), the line
    # number 10, PRINT's token $99, a space, "HI" in quotes, the 0 ending the
    # line, and the $0000 link ending the program.
    data = bytes([0x01, 0x08,
                  0x0C, 0x08, 0x0A, 0x00, 0x99, 0x20, 0x22, 0x48, 0x49, 0x22, 0x00,
                  0x00, 0x00])
    assert prg.decode(data) == '# dialect: c64\n10 PRINT "HI"\n'
    assert prg.encode('10 PRINT "HI"', "HI") == data
    assert prg.encode('# dialect: c64\n# a comment\n10 PRINT "HI"\n', "") == data


def test_empty_program() -> None:
    assert prg.encode("", "X") == b"\x01\x08\x00\x00"
    assert prg.decode(b"\x01\x08\x00\x00") == "# dialect: c64\n"


def test_links_follow_the_lines() -> None:
    data = prg.encode("10 A=1\n20 PRINT A\n", "X")
    assert data == bytes([0x01, 0x08,
                          0x09, 0x08, 10, 0, 0x41, 0xB2, 0x31, 0,
                          0x11, 0x08, 20, 0, 0x99, 0x20, 0x41, 0,
                          0, 0])


# -- encoding: as typing does ----------------------------------------------------

def test_lines_are_stored_as_typed_even_bad_ones() -> None:
    text = "30 PRINT (\n10 SCORE=5\n20 A=5 B=6\n"
    data = prg.encode(text, "X")
    assert stored(prg.decode(data)) == stored(text)
    assert list(stored(prg.decode(data))) == [10, 20, 30]
    assert stored(text)[10] == b"SC\xb0E\xb25"


def test_later_lines_replace_and_a_number_alone_deletes() -> None:
    text = '10 PRINT "A"\n20 PRINT "B"\n10 PRINT "C"\n20\n5 END\n'
    assert prg.encode(text, "X") == prg.encode('5 END\n10 PRINT "C"\n', "X")


def test_petcat_case_listings() -> None:
    assert prg.encode('10 pO 53280,0:print "hELLO"', "X") == prg.encode(
        '10 POKE 53280,0:PRINT "H{SHIFT-E}{SHIFT-L}{SHIFT-L}{SHIFT-O}"', "X")


@pytest.mark.parametrize("line", ["PRINT 1", "70000 PRINT", "10 PRINT \"{nosuchcode}\""])
def test_lines_the_editor_cannot_take_are_refused(line: str) -> None:
    with pytest.raises(FormatError, match="line|number"):
        prg.encode(f"10 REM OK\n{line}\n", "X")


def test_a_listing_of_another_dialect_is_refused() -> None:
    with pytest.raises(FormatError, match="spectrum"):
        prg.encode('# dialect: spectrum\n10 PRINT "HI"\n', "X")
    assert prg.encode('# dialect: commodore\n10 END\n', "X") == prg.encode("10 END", "X")


def test_a_program_too_big_for_memory_is_refused() -> None:
    line = '"' + "X" * 70 + '"'
    text = "\n".join(f"{n} PRINT {line}" for n in range(1, 900))
    with pytest.raises(FormatError, match="memory"):
        prg.encode(text, "X")


# -- decoding: the listing -----------------------------------------------------------

def test_codes_in_strings_and_rem_keep_their_codes() -> None:
    text = '10 PRINT "{clr}{3 down}{CBM-R}{$cc}π£"\n20 REM {lgrn}{CBM-R}{SHIFT-L}{$e0}\n'
    data = prg.encode(text, "X")
    listing = prg.decode(data)
    assert "# prg" not in listing
    assert '10 PRINT "{clr}{3 down}{CBM-R}{SHIFT-L}π£"' in listing
    # after REM a code is not spelt as a token (LIST would show PRINT for $99)
    assert "20 REM {lgrn}{CBM-R}{SHIFT-L}{$e0}" in listing
    assert prg.encode(listing, "X") == data


def test_tokens_cc_to_fe_keep_their_bytes() -> None:
    # $CC-$FE are no BASIC V2 keywords (BASIC 3.5 and extensions use them);
    # outside quotes no typed text crunches to them, so decode keeps the bytes
    for token in (0xCC, 0xE0, 0xFE):
        data = one_line(10, bytes([0x99, 0x20, token, 0x28, 0x31, 0x29]))
        listing = prg.decode(data)
        assert f"# prg line 10 bytes: 99 20 {token:02x} 28 31 29\n10 PRINT " in listing
        assert prg.encode(listing, "X") == data


@pytest.mark.parametrize("body", [
    b"SCORE",                # letters a keyword would be crunched from
    b"  PRINT",              # spaces the line number reader skips
    b"\x83\x20\x99",         # a token in DATA
    b"A\xe1\xe2",            # shifted letters outside quotes
    b"5\x99",                # a digit first: typed, it joins the line number
    b"",                     # an empty line cannot be typed
])
def test_lines_no_typing_gives_keep_their_bytes(body: bytes) -> None:
    data = one_line(10, body)
    listing = prg.decode(data)
    assert f"# prg line 10 bytes: {body.hex(' ')}".rstrip() in listing
    assert prg.encode(listing, "X") == data


def test_an_edited_line_is_crunched_as_typed() -> None:
    listing = prg.decode(one_line(10, b"SCORE"))
    edited = listing.replace("10 SCORE", "10 SCORE=1")
    assert prg.encode(edited, "X") == prg.encode("10 SCORE=1", "X")


def test_line_numbers_above_63999() -> None:
    data = one_line(65535, b"\x80")
    listing = prg.decode(data)
    assert "65535 END" in listing
    assert prg.encode(listing, "X") == data


def test_another_load_address_takes_the_links_from_it() -> None:
    # a VIC-20 (unexpanded) program starts at $1001, a C16's too
    data = one_line(10, b'\x99 "HI"', load=0x1001)
    assert data[2:4] == b"\x0c\x10"
    listing = prg.decode(data)
    assert listing == '# dialect: c64\n# prg load address: $1001\n10 PRINT "HI"\n'
    assert prg.encode(listing, "X") == data
    assert stored(listing) == {10: b'\x99 "HI"'}


def test_bytes_after_the_end_are_kept() -> None:
    code = bytes(range(1, 80))
    data = prg.encode("10 SYS 2061", "X") + code
    listing = prg.decode(data)
    assert listing.count("# prg after end:") == 3
    assert prg.encode(listing, "X") == data
    assert stored(listing) == stored("10 SYS 2061")


# -- decoding: malformed files -----------------------------------------------------------

@pytest.mark.parametrize("data, message", [
    (b"", "too few"),
    (b"\x01\x08\x00", "too few"),
    (b"\x01\x08\x09\x08\x0a", "cut short"),
    (one_line(10, b"\x80")[:-2], "end"),
    (one_line(10, b"\x80")[:-1], "end"),
    (b"\x01\x08\x07\x08\x0a\x00\x80\x41", "no 0 byte"),                   # no 0 at its end
    (b"\x01\xff" + b"\x00" * 300, "end of memory"),
    (b"\x00\xc0\xa9\x00\x8d\x20\xd0\x60", "machine code"),               # machine code at $C000
])
def test_malformed_files_are_refused(data: bytes, message: str) -> None:
    with pytest.raises(FormatError, match=message):
        prg.decode(data)


@pytest.mark.parametrize("data, lines", [
    (b"\x01\x08\x01\x08\x0a\x00\x80\x00\x00\x00", [(10, b"\x80")]),       # link to itself
    (b"\x01\x08\x00\x09\x0a\x00\x80\x00\x00\x00", [(10, b"\x80")]),       # link past the end
    (b"\x01\x08\x07\x08\x0a\x00\x80\x41\x00\x00\x00", [(10, b"\x80\x41")]),
    (b"\x01\x08\x0a\x08\x0a\x00\x80\x00\x41\x00\x00\x00", [(10, b"\x80")]),  # ends at $41 $00
])
def test_links_are_made_anew_as_lnkprg_makes_them(data: bytes, lines: list) -> None:
    """LOAD's LNKPRG finds each line's end by its 0 byte and writes the
    links anew; a link whose high byte is 0 ends the program."""
    assert [(line.number, line.stored) for line in prg.load(data).lines] == lines


def test_the_smallest_sys_program_keeps_its_machine_code() -> None:
    data = bytes.fromhex("01080b080a009e32303539" "00a20060")
    image = prg.load(data)
    assert [(line.number, line.text) for line in image.lines] == [(10, "SYS2059")]
    assert image.memory == (0x0801, data[2:])
    text = prg.decode(data)
    assert "# prg end link: $00a2\n# prg after end: 60\n" in text
    assert prg.encode(text, "X") == data


def _relinked(data: bytes) -> bytes:
    """The file with its links as LNKPRG makes them."""
    load = data[0] | data[1] << 8
    mem = bytearray(data[2:])
    pos = 0
    while mem[pos + 1]:
        end = mem.index(0, pos + 4) + 1
        mem[pos:pos + 2] = (load + end).to_bytes(2, "little")
        pos = end
    return data[:2] + bytes(mem)


def _decodes_or_refuses(data: bytes) -> None:
    try:
        text = prg.decode(data)
    except FormatError:
        return
    assert prg.encode(text, "X") == _relinked(data)    # the same file again, as loaded


def test_fuzz_random_bytes() -> None:
    rng = random.Random(64)
    for _ in range(3000):
        n = rng.choice((rng.randrange(8), rng.randrange(64)))
        data = bytes(rng.randrange(256) for _ in range(n))
        if rng.random() < 0.5 and n >= 2:
            data = b"\x01\x08" + data[2:]
        _decodes_or_refuses(data)


@pytest.mark.slow
def test_fuzz_truncated_and_flipped() -> None:
    rng = random.Random(6502)
    squares = prg.encode(SQUARES, "X")
    small = prg.encode(ROM_CASES[min(ROM_CASES)]["listing"], "X")
    for cut in range(len(squares)):
        with pytest.raises(FormatError):
            prg.decode(squares[:cut])
    for data, flips in ((squares, 60), (small, 400)):
        for _ in range(flips):
            mutated = bytearray(data)
            for _ in range(rng.randint(1, 3)):
                mutated[rng.randrange(len(mutated))] ^= 1 << rng.randrange(8)
            _decodes_or_refuses(bytes(mutated))


def test_fuzz_well_formed_files_round_trip() -> None:
    """Any well-formed file with ascending line numbers -- bodies of any codes
    but 0 -- comes back byte for byte."""
    rng = random.Random(1982)
    alphabet = [*range(1, 256)] + [0x20, 0x22, 0x3A, 0x41, 0x45, 0x8F, 0x83, 0x99] * 8
    for _ in range(300):
        numbers = sorted(rng.sample(range(65536), rng.randrange(1, 6)))
        program = {n: bytes(rng.choice(alphabet) for _ in range(rng.randrange(12)))
                   for n in numbers}
        load = rng.choice((0x0801, 0x1001, 0x0401, 0x1201))
        tail = bytes(rng.randrange(256) for _ in range(rng.choice((0, 0, 5, 40))))
        data = prg.build(program, load, tail)
        assert prg.encode(prg.decode(data), "X") == data
