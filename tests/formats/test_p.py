"""ZX81 .p files (basic.formats.p): the memory image the 8K ROM's SAVE writes.

Sources: "An Assembly Listing of the Operating System of the ZX81 ROM"
(SAVE 0x02F6 saves 0x4009 up to E_LINE; INITIAL 0x03E5; CLEAR 0x149A; CLS
0x0A2A; CLEAR-PRB 0x08E2; NEXT-LINE 0x066C for NXTLIN), the ZX81 manual
(chapter 27: the system variables and their addresses; chapter 28: a line
is 2 bytes of number, most significant first, 2 bytes of length, the text,
NEWLINE; a number is its digits then 126 and five bytes; the character set
in appendix A).  No real .p file could be read from the reference corpus
(only binary copies are stored), so the goldens here are hand-built from
those documents.
"""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from basic.core.formats import FormatError
from basic.dialects import format_for
from basic.dialects.zx81 import p
from basic.dialects.sinclair import calculator as zx

ROOT = Path(__file__).resolve().parents[2]


def sysvar(data: bytes, addr: int) -> int:
    return data[addr - 0x4009] | (data[addr - 0x4009 + 1] << 8)


def hand_built(program: bytes, name_len: int = 1, nxtlin: int | None = None) -> bytes:
    """The file SAVE "X" writes on a 16K ZX81 after CLS, built from the
    documented layout alone (independently of basic.formats.p)."""
    d_file = 0x407D + len(program)
    display = bytes([0x76]) + (bytes(32) + bytes([0x76])) * 24        # CLS, 16K: 793 bytes
    vars_ = d_file + len(display)
    e_line = vars_ + 1                                               # CLEAR: just the 0x80
    edit_end = e_line + name_len + 4                                 # SAVE "X" NEWLINE

    def w(v: int) -> list[int]:
        return [v & 0xFF, v >> 8]

    last_line = 0
    a = 0
    while a < len(program):                                          # E_PPC: the last line
        last_line = (program[a] << 8) | program[a + 1]
        a += 4 + (program[a + 2] | program[a + 3] << 8)
    sv = ([0x00]                       # 4009 VERSN
          + w(last_line)               # 400A E_PPC
          + w(d_file)                  # 400C D_FILE
          + w(d_file + 1)              # 400E DF_CC
          + w(vars_)                   # 4010 VARS
          + w(0)                       # 4012 DEST
          + w(e_line)                  # 4014 E_LINE
          + w(edit_end - 1)            # 4016 CH_ADD (on the NEWLINE after the name)
          + w(0)                       # 4018 X_PTR
          + w(edit_end)                # 401A STKBOT
          + w(edit_end)                # 401C STKEND
          + [0]                        # 401E BERG
          + w(0x405D)                  # 401F MEM = MEMBOT
          + [0]                        # 4021 unused
          + [2]                        # 4022 DF_SZ
          + w(0)                       # 4023 S_TOP
          + w(0xFFFF)                  # 4025 LAST_K
          + [0]                        # 4027 DB_ST
          + [55]                       # 4028 MARGIN
          + w(d_file if nxtlin is None else nxtlin)  # 4029 NXTLIN
          + w(0)                       # 402B OLDPPC
          + [0]                        # 402D FLAGX
          + w(0)                       # 402E STRLEN
          + w(0)                       # 4030 T_ADDR
          + w(0)                       # 4032 SEED
          + w(0xFFFF)                  # 4034 FRAMES
          + w(0)                       # 4036 COORDS
          + [0xBC]                     # 4038 PR_CC
          + w(0x1821)                  # 4039 S_POSN
          + [0x40]                     # 403B CDFLAG
          + [0] * 32 + [0x76]          # 403C PRBUFF
          + [0] * 30                   # 405D MEMBOT
          + w(0))                      # 407B unused
    assert len(sv) == 0x407D - 0x4009
    return bytes(sv) + program + display + b"\x80"


# -- hand-built files, byte by byte ----------------------------------------------

def test_one_line_program_byte_by_byte() -> None:
    # 10 PRINT "HI": line number 00 0A (high byte first), length 6 (low byte
    # first: PRINT, ", H, I, ", NEWLINE), PRINT is token 0xF5 (ZX81 manual
    # appendix A), " is 11, H 45 (0x2D), I 46 (0x2E), NEWLINE 118.
    program = bytes([0x00, 0x0A, 0x06, 0x00, 0xF5, 0x0B, 0x2D, 0x2E, 0x0B, 0x76])
    expected = hand_built(program)
    assert len(expected) == 116 + 10 + 793 + 1
    got = p.encode('10 PRINT "HI"\n', "X")
    assert got == expected
    assert p.decode(expected) == '# dialect: zx81\n10 PRINT "HI"\n'


def test_numbers_carry_the_marker_and_five_bytes() -> None:
    # 10 LET A=10: LET 0xF1, A 38, = 20, digits 1 0 (29 28), marker 126, then
    # 10 in floating form: exponent 128+4, mantissa .101 with the sign bit
    # (ZX81 manual chapter 27: 0x84 0x20 0 0 0); 0 is five zero bytes,
    # 255 is 0x88 0x7F 0 0 0, 1 is 0x81 0 0 0 0 (no small-integer form on the
    # ZX81).  A fraction gets DEC-TO-FP's value (the Spectrum's conversion,
    # which the ZX81 shares): .5 is 5 times a rounded tenth.
    got = p.encode("10 LET A=10\n20 LET B=0\n30 LET C=255\n40 LET D=1\n50 LET E=.5\n", "X")
    prog = got[116:sysvar(got, 0x400C) - 0x4009]
    assert prog[:4] == bytes([0x00, 0x0A, 0x0C, 0x00])                # 10, 12 bytes follow
    lines = []
    a = 0
    while a < len(prog):
        n = prog[a + 2] | prog[a + 3] << 8
        lines.append(prog[a + 4:a + 4 + n])
        a += 4 + n
    assert lines[0] == bytes([0xF1, 0x26, 0x14, 0x1D, 0x1C, 0x7E, 0x84, 0x20, 0, 0, 0, 0x76])
    assert lines[1] == bytes([0xF1, 0x27, 0x14, 0x1C, 0x7E, 0, 0, 0, 0, 0, 0x76])
    assert lines[2] == bytes([0xF1, 0x28, 0x14, 0x1E, 0x21, 0x21, 0x7E, 0x88, 0x7F, 0, 0, 0, 0x76])
    assert lines[3] == bytes([0xF1, 0x29, 0x14, 0x1D, 0x7E, 0x81, 0, 0, 0, 0, 0x76])
    assert lines[4] == bytes([0xF1, 0x2A, 0x14, 0x1B, 0x21, 0x7E]) + zx.to_fp5(
        zx.from_literal(".5")) + bytes([0x76])


def test_tokens_and_symbols() -> None:
    # ** <= >= <> are tokens (0xD8 0xDB 0xDC 0xDD); = + - ( ) are characters;
    # GOTO 0xEC, IF 0xFA, THEN 0xDE, RND 0x40, PI 0x42; the quote image 0xC0.
    got = p.encode('10 IF A<>B**2 THEN GOTO (RND+PI)\n20 PRINT "A""B"\n', "X")
    prog = got[116:sysvar(got, 0x400C) - 0x4009]
    body1 = prog[4:4 + (prog[2] | prog[3] << 8)]
    two = bytes([0x1E, 0x7E, 0x82, 0, 0, 0, 0])
    assert body1 == bytes([0xFA, 0x26, 0xDD, 0x27, 0xD8]) + two + bytes(
        [0xDE, 0xEC, 0x10, 0x40, 0x15, 0x42, 0x11, 0x76])
    rest = prog[4 + len(body1):]
    assert rest[4:] == bytes([0xF5, 0x0B, 0x26, 0xC0, 0x27, 0x0B, 0x76])


def test_rem_holding_machine_code_round_trips() -> None:
    # a REM's bytes are kept as they are, NEWLINE and 0x7E included (the
    # length field, not a NEWLINE, ends a ZX81 line)
    body = bytes([0xEA, 0x21, 0x76, 0x7E, 0x00, 0xC9, 0x76])
    program = bytes([0x00, 0x01, len(body), 0x00]) + body
    data = hand_built(program)
    text = p.decode(data)
    assert text.splitlines()[1] == r"1 REM 5\{118}\{126} \{201}"
    assert p.encode(text, "X") == data


def test_autostart_comes_from_nxtlin() -> None:
    # NEXT-LINE (0x066C): after LOAD the loaded NXTLIN is run unless it points
    # at a byte with bit 6 or 7 set (D_FILE's NEWLINE).
    text = "# dialect: zx81\n# autostart: 20\n10 PRINT 1\n20 PRINT 2\n"
    data = p.encode(text, "X")
    line20 = 0x407D + 4 + (data[116 + 2] | data[116 + 3] << 8)
    assert sysvar(data, 0x4029) == line20
    assert p.decode(data) == "# dialect: zx81\n# autostart: 20\n10 PRINT 1\n20 PRINT 2\n"
    plain = p.encode("10 PRINT 1\n20 PRINT 2\n", "X")
    assert sysvar(plain, 0x4029) == sysvar(plain, 0x400C)
    assert "autostart" not in p.decode(plain)
    # a missing line: the next one, as GOTO would
    later = p.encode("# autostart: 15\n10 PRINT 1\n20 PRINT 2\n", "X")
    assert sysvar(later, 0x4029) == line20


def test_name_length_only_moves_the_edit_line_pointers() -> None:
    a, b = p.encode("10 CLS\n", "X"), p.encode("10 CLS\n", "LONGNAME")
    assert sysvar(b, 0x4016) - sysvar(a, 0x4016) == 7
    assert sysvar(b, 0x401A) - sysvar(a, 0x401A) == 7
    assert a[:0x4016 - 0x4009] == b[:0x4016 - 0x4009]


def test_collapsed_display_of_a_1k_machine_decodes() -> None:
    program = bytes([0x00, 0x0A, 0x02, 0x00, 0xFB, 0x76])           # 10 CLS
    sv = bytearray(hand_built(program)[:116])
    d_file = 0x407D + len(program)
    vars_ = d_file + 25
    sv[0x4010 - 0x4009:0x4012 - 0x4009] = vars_.to_bytes(2, "little")
    sv[0x4014 - 0x4009:0x4016 - 0x4009] = (vars_ + 1).to_bytes(2, "little")
    data = bytes(sv) + program + bytes([0x76]) * 25 + b"\x80" + b"garbage after E_LINE"
    assert p.decode(data) == "# dialect: zx81\n10 CLS\n"


def test_a_hidden_number_unlike_its_digits_is_kept() -> None:
    data = bytearray(p.encode("10 PRINT 10\n", "X"))
    i = data.index(bytes([0x7E, 0x84, 0x20]))
    data[i + 2] = 0x30                                             # 10 -> 11 behind the digits
    text = p.decode(bytes(data))
    assert "# line 10 bytes: f5 1d 1c 7e 84 30 00 00 00\n10 PRINT 10\n" in text
    assert p.encode(text, "X") == bytes(data)                      # back byte for byte
    assert p.load(bytes(data)).lines[0].stored == bytes.fromhex("f51d1c7e8430000000")
    assert p.stored_numbers(p.load(bytes(data)).lines[0].stored) == [11]


# -- round trips over programs -----------------------------------------------------

def _programs(path: Path) -> list[str]:
    """The string literals passed to run(...) in a test module."""
    tree = ast.parse(path.read_text())
    out = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "run" and node.args
                and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
            out.append(node.args[0].value)
    return out


ZX81_PROGRAMS = _programs(ROOT / "tests/zx81/test_zx81_language.py") + [
    '10 LET A$="%A\\::\\!:\\|.abc\\{64}#"\n20 PRINT A$(2 TO 3);TAB 4;AT 1,2;A$\n',
    ("10 FOR I=1 TO 10 STEP .5E-1\n20 NEXT I\n30 PLOT 1,2\n40 UNPLOT 3,4\n"
    "50 LET B=SIN 1+COS 2*TAN 3/ASN .1-ACS .2**ATN 1\n60 IF LN 2>=EXP 1 OR INT 3<=SQR 4 THEN STOP\n"
    "70 LET C=SGN -1+ABS -2+PEEK 16396+USR 16514+VAL \"1\"+LEN STR$ 2+CODE CHR$ 38\n"
    "80 PRINT INKEY$;\n90 SLOW\n100 FAST\n110 SCROLL\n120 PAUSE 50\n130 RAND\n140 CLEAR\n"
    "150 LPRINT 1\n160 LLIST\n170 COPY\n180 DIM X(2,3)\n190 GOSUB 200\n200 RETURN\n"
    "210 INPUT N$\n220 POKE 16389,1\n230 CONT\n240 LIST 10\n250 SAVE \"X\"\n260 LOAD \"X\"\n"
    "270 NEW\n280 RUN\n290 LET TOTAL1=1E+3\n"),
]


@pytest.mark.parametrize("listing", ZX81_PROGRAMS)
def test_round_trip(listing: str) -> None:
    from basic.dialects import get_dialect
    parsed = get_dialect("zx81").parse_listing(listing)
    if parsed.errors:
        with pytest.raises(FormatError, match=f"line {parsed.errors[0].line}"):
            p.encode(listing, "X")
        return
    data = p.encode(listing, "PROG")
    text = p.decode(data)
    assert p.encode(text, "PROG") == data
    again = get_dialect("zx81").parse_listing(text)
    assert not again.errors
    assert [ln.number for ln in again.program.lines] == [ln.number for ln in parsed.program.lines]


def test_a_line_that_does_not_parse_is_named() -> None:
    with pytest.raises(FormatError, match="line 20"):
        p.encode("10 PRINT 1\n20 PRINT 1: PRINT 2\n", "X")


def test_registered_for_p_and_81() -> None:
    assert format_for("GAME.P").dialect == "zx81"
    assert format_for("game.81").module == "p"


# -- malformed files -------------------------------------------------------------------

GOOD = p.encode('10 PRINT "HI"\n20 GOTO 10\n', "X")


def _poke16(data: bytes, addr: int, value: int) -> bytes:
    b = bytearray(data)
    b[addr - 0x4009:addr - 0x4009 + 2] = value.to_bytes(2, "little")
    return bytes(b)


@pytest.mark.parametrize("bad", [
    b"",
    GOOD[:100],
    GOOD[:-1],                                          # cut short: E_LINE beyond the end
    b"\xff" + GOOD[1:],                                 # VERSN of a Lambda
    _poke16(GOOD, 0x400C, 0x4000),                      # D_FILE before the program
    _poke16(GOOD, 0x4010, sysvar(GOOD, 0x400C)),        # VARS = D_FILE: no display
    _poke16(GOOD, 0x4014, sysvar(GOOD, 0x4010)),        # E_LINE = VARS
    _poke16(GOOD, 0x400C, sysvar(GOOD, 0x400C) - 1),    # D_FILE inside a line
    GOOD[:-1] + b"\x00",                                # no 0x80 before E_LINE
    _poke16(GOOD, 0x407D + 2, 200),                     # a line longer than the program
    _poke16(GOOD, 0x407D, 0xFFFF),                      # line number 65535
])
def test_malformed_files_raise_format_error(bad: bytes) -> None:
    with pytest.raises(FormatError):
        p.decode(bad)


@pytest.mark.slow
def test_fuzz_never_raises_anything_but_format_error() -> None:
    rng = random.Random(81)
    samples = [bytes(rng.randrange(256) for _ in range(rng.randrange(0, 1200)))
               for _ in range(200)]
    samples += [GOOD[:n] for n in range(len(GOOD))]
    for _ in range(1500):
        b = bytearray(GOOD)
        for _ in range(rng.randrange(1, 4)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        samples.append(bytes(b))
    # random program bytes under sound system variables, to reach the line decoder
    big = p.encode("".join(f"{n} PRINT {n};\"X\";A$\n" for n in range(1, 40)), "X")
    d_file = sysvar(big, 0x400C) - 0x4009
    for _ in range(1500):
        b = bytearray(big)
        for _ in range(rng.randrange(1, 6)):
            b[rng.randrange(116, d_file)] = rng.randrange(256)
        samples.append(bytes(b))
    for sample in samples:
        try:
            text = p.decode(sample)
        except FormatError:
            continue
        assert text.startswith("# dialect: zx81\n")
