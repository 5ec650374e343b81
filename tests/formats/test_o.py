"""ZX80 .o files (basic.formats.o): the memory image the 4K ROM's SAVE writes.

Sources: "An Assembly Listing of the ROM of the Sinclair ZX80" (SAVE 0x01B6
and TEST-END 0x01F8: 0x4000 up to E_LINE; the initialisation at 0x0261 puts
VARS at 0x4028; MAIN-EXEC 0x0283; CLS 0x0747; the KEY table at 0x006C gives
the shifted symbols as tokens 0xD5..0xE5 and " as code 1; SCANNING 0x09E1
opens and ends a string at code 1; TKN-TABLE 0x00BA) and the ZX80 manual
(the system variables at 16384..16423; a program line is its number, high
byte first, then its text and NEWLINE).  No real .o file could be read from
the reference corpus (only binary copies are stored), so the goldens here
are hand-built from those documents.
"""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from basic.core.formats import FormatError
from basic.dialects import format_for
from basic.dialects.zx80 import o
from basic.frontends.headless import headless_run

ROOT = Path(__file__).resolve().parents[2]


def sysvar(data: bytes, addr: int) -> int:
    return data[addr - 0x4000] | (data[addr - 0x4000 + 1] << 8)


def hand_built(program: bytes, last_line: int) -> bytes:
    vars_ = 0x4028 + len(program)
    e_line = vars_ + 1
    d_file = e_line + 2

    def w(v: int) -> list[int]:
        return [v & 0xFF, v >> 8]

    sv = ([0xFF]             # 4000 ERR_NR: no report
          + [0x88]           # 4001 FLAGS: ED-ENTER's, running the command
          + w(0xFFFE)        # 4002 PPC: -2, a command
          + w(e_line + 1)    # 4004 P_PTR: after SAVE in the edit line
          + w(last_line)     # 4006 E_PPC
          + w(vars_)         # 4008 VARS
          + w(e_line)        # 400A E_LINE
          + w(d_file)        # 400C D_FILE
          + w(d_file + 1)    # 400E DF_EA
          + w(d_file + 1)    # 4010 DF_END
          + [2]              # 4012 DF_SZ
          + w(0)             # 4013 S_TOP
          + w(0)             # 4015 X_PTR
          + w(0)             # 4017 OLDPPC
          + [0]              # 4019 FLAGX
          + w(0x07B0)        # 401A T_ADDR: past SAVE's syntax table entry
          + w(0)             # 401C SEED
          + w(0)             # 401E FRAMES
          + w(0)             # 4020 DEST
          + w(0)             # 4022 RESULT
          + w(0x1721)        # 4024 S_POSN
          + w(e_line + 1))   # 4026 CH_ADD: after SAVE
    assert len(sv) == 40
    return bytes(sv) + program + b"\x80"


def test_one_line_program_byte_by_byte() -> None:
    # 10 PRINT "HI": 00 0A, PRINT token 0xF4, " is code 1 at both ends, H 45
    # (0x2D), I 46 (0x2E), NEWLINE 0x76; then the variables' 0x80.
    program = bytes([0x00, 0x0A, 0xF4, 0x01, 0x2D, 0x2E, 0x01, 0x76])
    expected = hand_built(program, 10)
    assert len(expected) == 40 + 8 + 1
    assert o.encode('10 PRINT "HI"\n', "X") == expected
    assert o.decode(expected) == '# dialect: zx80\n10 PRINT "HI"\n'


def test_symbols_are_tokens_and_numbers_are_digits() -> None:
    # IF 0xFA, A 0x26, = 0xE3, 1 0x1D, THEN 0xD5, GO TO 0xEC, 2 0 (0x1E 0x1C);
    # LET 0xF0, ( 0xDA, ) 0xD9, - 0xDC, + 0xDD, * 0xDE, / 0xDF, ** 0xE2,
    # AND 0xE0, OR 0xE1, NOT 0xDB, > 0xE4, < 0xE5; PEEK typed as letters.
    data = o.encode("10 IF A=1 THEN GO TO 20\n"
                    "20 LET B=(NOT A-1+2*3/4**5 AND 6 OR 7>8)<PEEK(9)\n", "X")
    prog = data[40:sysvar(data, 0x4008) - 0x4000]
    assert prog == bytes([
        0x00, 0x0A, 0xFA, 0x26, 0xE3, 0x1D, 0xD5, 0xEC, 0x1E, 0x1C, 0x76,
        0x00, 0x14, 0xF0, 0x27, 0xE3, 0xDA, 0xDB, 0x26, 0xDC, 0x1D, 0xDD, 0x1E, 0xDE, 0x1F,
        0xDF, 0x20, 0xE2, 0x21, 0xE0, 0x22, 0xE1, 0x23, 0xE4, 0x24, 0xD9, 0xE5,
        0x35, 0x2A, 0x2A, 0x30, 0xDA, 0x25, 0xD9, 0x76])


def test_no_autostart_on_a_zx80() -> None:
    data = o.encode("# autostart: 10\n10 PRINT 1\n", "X")
    assert data == o.encode("10 PRINT 1\n", "X")
    assert "autostart" not in o.decode(data)


def test_a_string_cannot_hold_a_quote() -> None:
    with pytest.raises(FormatError, match="line 10"):
        o.encode('10 PRINT "\\{1}"\n', "X")


def test_trailing_bytes_after_e_line_are_ignored() -> None:
    data = o.encode("10 CLS\n", "X")
    assert o.decode(data + b"\x00\x76junk") == "# dialect: zx80\n10 CLS\n"


def _programs(path: Path) -> list[str]:
    tree = ast.parse(path.read_text())
    return [node.args[0].value for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id == "run" and node.args and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)]


ZX80_PROGRAMS = [(ROOT / "listings/battleship.bas").read_text()] + _programs(
    ROOT / "tests/zx80/test_zx80_language.py") + [
    '10 REM  SPACES, "QUOTES" AND \\{200}?\n',
    ('10 LET A$="%A\\::\\!:\\|.abc#"\n20 PRINT A$;CHR$(38);TL$(A$);STR$(1);CODE(A$)\n'
    "30 RANDOMISE 5\n40 DIM X(3)\n50 LET X(1)=USR(16424)+ABS(-1)+RND(3)\n60 POKE 16424,1\n"
    "70 INPUT B$\n80 GO SUB 100\n90 STOP\n100 RETURN\n110 CONTINUE\n120 CLEAR\n130 NEW\n"
    "140 RUN\n150 LIST\n160 SAVE\n170 LOAD\n180 FOR I=1 TO 2\n190 NEXT I\n200 LET LONGNAME2=32767\n"),
]


@pytest.mark.parametrize("listing", ZX80_PROGRAMS)
def test_round_trip(listing: str) -> None:
    from basic.dialects import get_dialect
    parsed = get_dialect("zx80").parse_listing(listing)
    if parsed.errors:
        with pytest.raises(FormatError):
            o.encode(listing, "X")
        return
    data = o.encode(listing, "X")
    text = o.decode(data)
    assert o.encode(text, "X") == data
    again = get_dialect("zx80").parse_listing(text)
    assert not again.errors
    assert [ln.number for ln in again.program.lines] == [ln.number for ln in parsed.program.lines]


def test_the_rem_with_a_newline_is_refused() -> None:
    # ZX80 lines have no length: the first NEWLINE ends them
    with pytest.raises(FormatError, match="line 10"):
        o.encode("10 REM \\{118}\n", "X")


def test_registered_for_o_and_80() -> None:
    assert format_for("game.O").dialect == "zx80"
    assert format_for("game.80").module == "o"


GOOD = o.encode('10 PRINT "HI"\n20 GO TO 10\n', "X")


def _poke16(data: bytes, addr: int, value: int) -> bytes:
    b = bytearray(data)
    b[addr - 0x4000:addr - 0x4000 + 2] = value.to_bytes(2, "little")
    return bytes(b)


@pytest.mark.parametrize("bad", [
    b"",
    GOOD[:39],
    GOOD[:-1],                                        # cut short
    _poke16(GOOD, 0x4008, 0x4000),                    # VARS inside the system variables
    _poke16(GOOD, 0x400A, sysvar(GOOD, 0x4008)),      # E_LINE = VARS
    _poke16(GOOD, 0x4008, sysvar(GOOD, 0x4008) - 1),  # VARS in the middle of a line
    GOOD[:-1] + b"\x00",                              # no 0x80 end marker
    _poke16(GOOD, 0x4028, 0xFFFF),                    # line number 65535
])
def test_malformed_files_raise_format_error(bad: bytes) -> None:
    with pytest.raises(FormatError):
        o.decode(bad)


@pytest.mark.slow
def test_fuzz_never_raises_anything_but_format_error() -> None:
    rng = random.Random(80)
    samples = [bytes(rng.randrange(256) for _ in range(rng.randrange(0, 300)))
               for _ in range(300)]
    big = o.encode((ROOT / "listings/battleship.bas").read_text(), "X")
    samples += [big[:n] for n in range(len(big))]
    for _ in range(2000):
        b = bytearray(big if rng.random() < 0.5 else GOOD)
        for _ in range(rng.randrange(1, 4)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        samples.append(bytes(b))
    # random bytes with plausible pointers, to reach the line decoder
    for _ in range(500):
        n = rng.randrange(41, 200)
        b = bytearray(rng.randrange(256) for _ in range(n))
        e_line = 0x4000 + rng.randrange(41, n + 1)
        b[0x0A:0x0C] = e_line.to_bytes(2, "little")
        b[0x08:0x0A] = rng.randrange(0x4028, e_line).to_bytes(2, "little")
        b[e_line - 1 - 0x4000] = 0x80
        samples.append(bytes(b))
    for sample in samples:
        try:
            text = o.decode(sample)
        except FormatError:
            continue
        assert text.startswith("# dialect: zx80\n")


def test_lines_out_of_order_are_kept_as_stored() -> None:
    data = _poke16(GOOD, 0x4028 + 8, 0x0500)            # line 5 after line 10
    image = o.load(data)
    assert [line.number for line in image.lines] == [10, 5]
    text = o.decode(data)
    assert "# lines as stored\n10 " in text
    assert o.encode(text)[0x28:] == data[0x28:]         # the program and variables as they were


def test_a_loaded_line_is_counted_by_the_bytes_it_brought() -> None:
    """A line LOAD brought takes the bytes it brought in memory, even when
    its listing would not be stored again as the same (here its decoded
    text does not even lex: an inverse quote): the run ends with the
    machine's words, never Python's (fuzz campaign, readers profile, case
    8484)."""
    body = bytes.fromhex("fa1d00d50000f4813d01")         # IF 1 THEN PRINT, codes
    data = hand_built(b"\x00\x0a" + body + b"\x76", 10)
    image = o.load(data)
    assert image.lines[0].stored == body
    run = headless_run(image)
    assert run.result["report"] is not None
