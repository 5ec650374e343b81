"""basic.formats.tap: ZX Spectrum .tap files, checked against the genuine ROM.

The golden data (golden/tap_rom.json, made by regen_tap_golden.py with the
48K ROM in zxoracle; no oracle is needed here) holds

* the program bytes the ROM stored when each listing was typed into its
  editor: encode() must give exactly these bytes, and decode() must give a
  listing that encodes back to them;
* the header and data block the ROM's SAVE handed to SA-BYTES: encode() must
  give the same .tap file, byte for byte.

The .tap container is also read here with a few lines written from the
documented layout (len16 + flag + data + XOR), not with the module's own
reader, and a hand-built file is decoded.
"""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from basic.dialects import get_dialect
from basic.dialects import FORMATS
from basic.core.formats import FormatError
from basic.dialects.spectrum import tap

GOLDEN = json.loads((Path(__file__).parent / "golden" / "tap_rom.json").read_text(encoding="utf-8"))
PROGRAMS = GOLDEN["programs"]
SAVES = GOLDEN["saves"]


# -- the documented layout, written out independently of the module --------

def xor(flag: int, data: bytes) -> int:
    x = flag
    for b in data:
        x ^= b
    return x


def block(flag: int, data: bytes) -> bytes:
    return (len(data) + 2).to_bytes(2, "little") + bytes([flag]) + data + bytes([xor(flag, data)])


def header(name: bytes, length: int, param1: int, param2: int, kind: int = 0) -> bytes:
    assert len(name) == 10
    return (bytes([kind]) + name + length.to_bytes(2, "little") + param1.to_bytes(2, "little")
            + param2.to_bytes(2, "little"))


def split(data: bytes) -> list[tuple[int, bytes]]:
    """[(flag, data)] of a .tap file, checking lengths and checksums."""
    out, pos = [], 0
    while pos < len(data):
        n = int.from_bytes(data[pos:pos + 2], "little")
        flag, body, parity = data[pos + 2], data[pos + 3:pos + 1 + n], data[pos + 1 + n]
        assert xor(flag, body) == parity
        out.append((flag, body))
        pos += 2 + n
    assert pos == len(data)
    return out


def program_of(tape: bytes) -> tuple[bytes, bytes]:
    """(17-byte header, data block) of a .tap holding one program."""
    (f1, head), (f2, data) = split(tape)
    assert (f1, len(head), head[0], f2) == (0x00, 17, 0, 0xFF)
    assert int.from_bytes(head[11:13], "little") == len(data)
    return head, data


def reparse(listing: str):
    parsed = get_dialect("spectrum").parse_listing(listing)
    assert not parsed.errors, parsed.errors
    return parsed


# -- against the ROM ---------------------------------------------------------

def test_registered():
    assert FORMATS[".tap"].module == "tap"
    assert tap.DIALECT == "spectrum"


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_encode_gives_the_roms_program_bytes(name):
    case = PROGRAMS[name]
    head, data = program_of(tap.encode(case["listing"], name))
    assert data.hex() == case["program_hex"]
    assert int.from_bytes(head[15:17], "little") == len(data)      # no variables
    assert int.from_bytes(head[13:15], "little") == 0x8000          # no autostart


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_decode_of_the_roms_bytes_encodes_back(name):
    rom = bytes.fromhex(PROGRAMS[name]["program_hex"])
    tape = block(0, header(b"x" * 10, len(rom), 0x8000, len(rom))) + block(0xFF, rom)
    listing = tap.decode(tape)
    assert listing.startswith("# dialect: spectrum\n")
    assert "# autostart" not in listing
    parsed = reparse(listing)
    assert tap.program_bytes(parsed.program) == rom
    # and it is the same program as the listing the ROM was given
    original = reparse(PROGRAMS[name]["listing"]).program
    assert [ln.number for ln in parsed.program.lines] == [ln.number for ln in original.lines]
    assert tap.decode(tap.encode(listing, "x")) == listing


@pytest.mark.parametrize("name", sorted(SAVES))
def test_encode_gives_the_tape_the_roms_save_writes(name):
    case = SAVES[name]
    rom_tape = b"".join(block(flag, bytes.fromhex(data)) for flag, data in case["blocks"])
    saved_name = case["save"].split('"')[1]
    autostart = case["save"].partition(" LINE ")[2]
    listing = case["listing"] if not autostart else f"# autostart: {autostart}\n" + case["listing"]
    if not case["before"]:
        assert tap.encode(listing, saved_name) == rom_tape
    decoded = tap.decode(rom_tape)
    assert tap.encode(decoded, saved_name) == rom_tape      # the variables too
    without_variables = "".join(line for line in decoded.splitlines(keepends=True)
                                if not line.startswith("# variables:"))
    assert without_variables == tap.decode(tap.encode(listing, saved_name))
    assert (f"# autostart: {autostart}\n" in decoded) == bool(autostart)


def test_a_saved_variables_area_is_kept():
    case = SAVES["with_variables"]
    rom_tape = b"".join(block(flag, bytes.fromhex(data)) for flag, data in case["blocks"])
    head, data = program_of(rom_tape)
    program_length = int.from_bytes(head[15:17], "little")
    assert program_length < len(data)                  # the ROM saved a, b$ and c()
    image = tap.load(rom_tape)
    assert image.variables == data[program_length:]      # E_LINE - 1: no end marker
    assert tap.decode(rom_tape).startswith('# dialect: spectrum\n# autostart: 10\n'
                                           '10 PRINT a;b$\n20 STOP\n# variables: 61 ')


def test_decoded_lines_are_spelled_as_list_spells_them():
    rom = bytes.fromhex(PROGRAMS["fortress"]["program_hex"])
    tape = block(0, header(b"fortress  ", len(rom), 1, len(rom))) + block(0xFF, rom)
    lines = tap.decode(tape).splitlines()
    assert lines[:4] == ["# dialect: spectrum", "# autostart: 1", "1 GO TO 100",
                         "5 CLS : FOR j=1 TO 18"]


def test_corners_decode_to_escapes():
    def listing(name):
        rom = bytes.fromhex(PROGRAMS[name]["program_hex"])
        return tap.decode(block(0, header(b" " * 10, len(rom), 0x8000, len(rom)))
                          + block(0xFF, rom)).splitlines()[1:]
    assert listing("colour_codes")[0] == \
        '10 PRINT "\\{16}\\{2}red\\{16}\\{7} \\{17}\\{1}on blue\\{19}\\{1}bright"'
    chars = listing("characters")
    assert chars[0] == '10 PRINT "£©^©\\\\@[UDG-A][UDG-U][UDG-A][UDG-U]"'      # ↑ is code 94
    assert chars[2] == '30 PRINT "PRINT\\{245}\\{165}\\{255}"+CHR$ 127'
    assert chars[3] == "40 REM £©[UDG-C]█\\{0}\\{13}\\{14}©\\   keep  spaces  "
    assert listing("def_fn_slots")[:2] == ["10 DEF FN a(x)=1", "20 DEF FN b$(a$,b)=a$"]
    assert listing("names_with_digits")[0] == "10 LET ab 1=2: LET x2y 3=4"
    assert listing("bin_forms")[0] == "10 LET a=BIN : PRINT a"


# -- a .tap file built by hand -----------------------------------------------

#: 10 PRINT "HI" / 20 GO TO 10, as the ROM stores them
HAND_PROGRAM = bytes([
    0x00, 0x0A, 0x06, 0x00, 0xF5, 0x22, 0x48, 0x49, 0x22, 0x0D,
    0x00, 0x14, 0x0A, 0x00, 0xEC, 0x31, 0x30, 0x0E, 0x00, 0x00, 0x0A, 0x00, 0x00, 0x0D,
])
HAND_TAPE = (
    bytes([0x13, 0x00, 0x00, 0x00]) + b"hand      " + bytes([0x18, 0x00, 0x14, 0x00, 0x18, 0x00])
    + bytes([0x17])                                       # XOR of the header block
    + bytes([0x1A, 0x00, 0xFF]) + HAND_PROGRAM + bytes([0xF0])
)


def test_hand_built_tape():
    assert xor(0x00, HAND_TAPE[3:20]) == HAND_TAPE[20] == 0x17
    assert xor(0xFF, HAND_PROGRAM) == HAND_TAPE[-1] == 0xF0
    assert tap.decode(HAND_TAPE) == ('# dialect: spectrum\n# autostart: 20\n'
                                     '10 PRINT "HI"\n20 GO TO 10\n')


def test_hand_built_tape_is_what_encode_writes():
    listing = '# dialect: spectrum\n# autostart: 20\n10 PRINT "HI"\n20 GO TO 10\n'
    assert tap.encode(listing, "hand") == HAND_TAPE
    assert tap.decode(tap.encode(listing, "hand")) == listing


@pytest.mark.parametrize("autostart", [0, 1, 10, 9999])
def test_autostart_round_trips(autostart):
    listing = f"# dialect: spectrum\n# autostart: {autostart}\n10 PRINT 1\n"
    head, _ = program_of(tap.encode(listing, "a"))
    assert int.from_bytes(head[13:15], "little") == autostart
    assert tap.decode(tap.encode(listing, "a")) == listing


@pytest.mark.parametrize("param1", [0x8000, 0x8001, 0xFFFF, 10000, 32767])
def test_no_autostart_line(param1):
    tape = block(0, header(b"a" * 10, len(HAND_PROGRAM), param1, len(HAND_PROGRAM))) \
        + block(0xFF, HAND_PROGRAM)
    assert "# autostart" not in tap.decode(tape)


def test_autostart_above_9999_is_refused():
    with pytest.raises(FormatError, match="autostart line 10000"):
        tap.encode("# autostart: 10000\n10 PRINT\n", "x")


def test_name_is_ten_characters_padded_and_ascii():
    def name(n):
        return program_of(tap.encode("10 PRINT\n", n))[0][1:11]
    assert name("hi") == b"hi        "
    assert name("a very long name") == b"a very lon"
    assert name("£éx\t") == b"??x?      "
    assert name("") == b" " * 10


def test_other_files_are_skipped():
    code = block(0, header(b"screen    ", 6912, 16384, 32768, kind=3)) + block(0xFF, bytes(6912))
    headerless = block(0xFF, b"\x01\x02\x03")
    array = block(0, header(b"arr       ", 3, 0, 0, kind=1)) + block(0xFF, b"\x01\x01\x00")
    tape = code + headerless + array + HAND_TAPE + code
    assert tap.decode(tape) == tap.decode(HAND_TAPE)


def test_the_first_program_is_taken():
    other = tap.encode("5 REM second\n", "second")
    assert tap.decode(HAND_TAPE + other) == tap.decode(HAND_TAPE)


def test_colour_codes_outside_strings_are_listed_without_and_kept_in_a_comment():
    # a "coloured listing": INK 2 before PRINT, AT 1,2 inside the line; the
    # ROM's interpreter steps over them, and its bytes stay in the comment
    body = bytes([0x10, 0x02, 0xF5, 0x16, 0x01, 0x02, 0x31, 0x0E, 0, 0, 1, 0, 0, 0x0D])
    prog = bytes([0, 10]) + len(body).to_bytes(2, "little") + body
    tape = block(0, header(b"c" * 10, len(prog), 0x8000, len(prog))) + block(0xFF, prog)
    listing = tap.decode(tape).splitlines()
    assert listing[1:] == ["# line 10 bytes: 10 02 f5 16 01 02 31 0e 00 00 01 00 00",
                           "10 PRINT 1"]
    assert tap.encode(tap.decode(tape), "c" * 10) == tape


def test_program_stops_at_the_variables():
    prog = HAND_PROGRAM + b"a\x00\x00\x05\x00\x00\x80"   # param2 says all is program
    tape = block(0, header(b"v" * 10, len(prog), 0x8000, len(prog))) + block(0xFF, prog)
    assert tap.decode(tape).splitlines()[1:3] == ['10 PRINT "HI"', "20 GO TO 10"]


def test_empty_program():
    tape = tap.encode("# dialect: spectrum\n", "empty")
    assert program_of(tape)[1] == b""
    assert tap.decode(tape) == "# dialect: spectrum\n"


# -- errors --------------------------------------------------------------------

def test_bad_checksum_is_tape_loading_error():
    bad = bytearray(HAND_TAPE)
    bad[-1] ^= 1
    with pytest.raises(FormatError, match="R Tape loading error.*data block"):
        tap.decode(bytes(bad))
    bad = bytearray(HAND_TAPE)
    bad[5] ^= 0x20                                        # a letter of the name
    with pytest.raises(FormatError, match="R Tape loading error.*header"):
        tap.decode(bytes(bad))


@pytest.mark.parametrize("data, message", [
    (b"", "empty file"),
    (b"\x05", "cut short"),
    (b"\x01\x00\xff", "length 1"),
    (HAND_TAPE[:-1], "cut short"),
    (HAND_TAPE[:21], "no data block"),
    (block(0xFF, HAND_PROGRAM), "no BASIC program in this tape"),
    (block(0, header(b"c" * 10, 3, 0, 0, kind=3)) + block(0xFF, b"abc"), "no BASIC program"),
    (HAND_TAPE[:21] + block(0x00, HAND_PROGRAM), "not a data block"),
    (HAND_TAPE[:21] + block(0xFF, HAND_PROGRAM[:-1]), "header says 24 bytes"),
    (block(0, header(b"a" * 10, 24, 0x8000, 30)) + block(0xFF, HAND_PROGRAM), "program part"),
    (block(0, header(b"a" * 10, 23, 0x8000, 23)) + block(0xFF, HAND_PROGRAM[:-1]),
     "line 20 is cut short"),
    (block(0, header(b"a" * 10, 2, 0x8000, 2)) + block(0xFF, b"\x00\x0a"), "ends inside"),
])
def test_malformed_tapes(data, message):
    with pytest.raises(FormatError, match=message):
        tap.decode(data)


def test_encode_names_the_line_that_does_not_parse():
    with pytest.raises(FormatError, match=r"line 20 does not parse.*20 PRINT \)"):
        tap.encode("10 PRINT 1\n20 PRINT )\n30 PRINT (\n", "x")


def test_encode_refuses_another_dialect():
    with pytest.raises(FormatError, match="zx81"):
        tap.encode("# dialect: zx81\n10 PRINT 1\n", "x")


def test_encode_refuses_a_program_too_big_for_the_48k():
    listing = "".join(f'{n} PRINT "{"x" * 250}"\n' for n in range(1, 300))
    with pytest.raises(FormatError, match="does not fit in a 48K Spectrum"):
        tap.encode(listing, "x")


def test_a_tape_block_holds_at_most_65535_bytes():
    with pytest.raises(FormatError, match="at most 65535"):
        tap.tape_file("x", bytes(40000), variables=bytes(30000))


# -- fuzzing: malformed input of any kind is a FormatError -----------------------

def decode_or_format_error(data: bytes) -> None:
    try:
        out = tap.decode(data)
    except FormatError as e:
        assert str(e)
    else:
        assert out.startswith("# dialect: spectrum\n")


def wrap(program: bytes, param2: int | None = None) -> bytes:
    p2 = len(program) if param2 is None else param2
    return block(0, header(b"fuzz      ", len(program), 10, p2)) + block(0xFF, program)


def test_fuzz_random_bytes():
    rng = random.Random(1982)
    for _ in range(2000):
        decode_or_format_error(rng.randbytes(rng.randrange(0, 80)))
    for _ in range(500):                  # random blocks with right lengths and checksums
        tape = b"".join(block(rng.choice([0, 0xFF, rng.randrange(256)]),
                              rng.randbytes(rng.choice([17, rng.randrange(0, 40)])))
                        for _ in range(rng.randrange(1, 4)))
        decode_or_format_error(tape)


def test_fuzz_truncations_and_flipped_bytes():
    rng = random.Random(48)
    tapes = [HAND_TAPE, tap.encode(PROGRAMS["characters"]["listing"], "c"),
             tap.encode(PROGRAMS["deffn/string"]["listing"], "d")]
    for tape in tapes:
        for n in range(len(tape)):
            decode_or_format_error(tape[:n])
        for _ in range(400):
            bad = bytearray(tape)
            for _ in range(rng.randrange(1, 4)):
                bad[rng.randrange(len(bad))] ^= 1 << rng.randrange(8)
            decode_or_format_error(bytes(bad))


@pytest.mark.slow
def test_fuzz_program_bytes_with_good_checksums():
    # the container is right; what is inside is anything
    rng = random.Random(2024)
    rom = bytes.fromhex(PROGRAMS["characters"]["program_hex"])
    for _ in range(1000):
        prog = bytearray(rom)
        for _ in range(rng.randrange(1, 6)):
            prog[rng.randrange(len(prog))] = rng.randrange(256)
        decode_or_format_error(wrap(bytes(prog)))
        decode_or_format_error(wrap(bytes(prog), rng.randrange(len(prog) + 1)))
    for _ in range(1000):
        body = rng.randbytes(rng.randrange(0, 30))
        line = rng.randbytes(2) + (len(body) + rng.choice([0, 0, 1, -1, 5])).to_bytes(
            2, "little", signed=True) + body
        decode_or_format_error(wrap(line))


def test_decoded_random_lines_are_text():
    """Every byte value in a line body comes out as listing text (escaped
    where it has no plain form), never as a control character."""
    rng = random.Random(7)
    for _ in range(300):
        body = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40))) + b"\r"
        prog = b"\x00\x0a" + len(body).to_bytes(2, "little") + body
        out = tap.decode(wrap(prog))
        assert all(ch == "\n" or ch >= " " for ch in out)
