"""ZX80 integer BASIC: arithmetic, RND, strings, PRINT, reports.

Each expectation cites the 4K ROM routine (addresses from "An Assembly
Listing of the ROM of the Sinclair ZX80") or the ZX80 manual that decides
it; the genuine ROM's answers to the rules of issue 32 are
test_zx80_rom_rules.py's.
"""
from __future__ import annotations

import pytest

from basic.dialects.zx80 import arith
from basic.frontends.headless import run_source
from basic.core.errors import BasicError


def run(body: str, **kw) -> dict:
    return run_source("# dialect: zx80\n" + body, **kw)


def screen(r: dict) -> list[str]:
    return [row.rstrip() for row in r["rows"] if row.strip()]


# -- 16-bit integers and their overflow (report 6, ERROR-06 at 0x0D42) ------------

@pytest.mark.parametrize("expr,report", [
    ("32767+1", "6/10"),                # ADC HL,DE overflow: RSLT-TEST
    ("-32767-2", "6/10"),               # SBC HL,DE overflow
    ("200*200", "6/10"),                # MULT16 product >= 32768
    ("1/0", "6/10"),                    # division by zero
    ("2**15", "6/10"),                  # to-power: 32768 does not fit
    ("2**-1", "6/10"),                  # a negative power
])
def test_overflow_is_report_6(expr: str, report: str) -> None:
    assert run(f"10 PRINT {expr}\n")["report"] == report


def test_literal_above_32767_is_a_syntax_error() -> None:
    """INT-TO-HL (0x0679) flags numbers above 32767; S-DIGIT marks the error."""
    r = run("10 PRINT 32768\n20 PRINT 1\n")
    assert r["rejected_lines"][0]["line"] == 10


@pytest.mark.parametrize("expr,value", [
    ("7/2", "3"), ("-7/2", "-3"), ("7/-2", "-3"), ("-7/-2", "3"),   # truncation toward 0
    ("32767+0", "32767"), ("-32767-1", "-32768"),
    ("2**14", "16384"), ("0**0", "1"), ("-2**3", "-8"), ("(-2)**2", "4"),
    ("181*181", "32761"),
    ("6/2*3", "1"),                     # / is priority 7, * 8: 6/(2*3)
    ("6*2/3", "4"),
    ("NOT 0", "-1"), ("NOT -1", "0"), ("5 AND 3", "1"), ("5 OR 3", "7"),
    ("2=2", "-1"), ("2<1", "0"), ("3>2", "-1"),
    ("ABS(-5)", "5"), ("ABS(-32767-1)", "-32768"),
])
def test_integer_results(expr: str, value: str) -> None:
    assert screen(run(f"10 PRINT {expr}\n"))[0] == value


def test_not_binds_looser_than_comparison() -> None:
    """NOT has priority 4, below ``=`` (5): NOT A+11=B is NOT ((A+11)=B)."""
    r = run("10 LET A=1\n20 LET B=12\n30 PRINT NOT A+11=B\n")
    assert screen(r)[0] == "0"


def test_arith_module_edges() -> None:
    assert arith.div(-32768, -1) == -32768     # the magnitude 32768 wraps
    with pytest.raises(BasicError):
        arith.mul(-32768, 1)                   # PREP-MD: 32768 * 1 overflows
    with pytest.raises(BasicError):
        arith.neg(-32768)


# -- RND(n) (0x0BED): 1..n ---------------------------------------------------------

def test_rnd_bounds() -> None:
    seed = 0
    for n in (1, 2, 4, 7, 10, 100, 32767):
        for _ in range(300):
            seed, v = arith.rnd(seed, n)
            assert 1 <= v <= n


def test_rnd_sequence_from_zero_seed() -> None:
    """SEED 0 becomes 65536-77 (RND-2); then SEED*77 mod 65537."""
    assert arith.rnd_seed(0) == 65459
    assert arith.rnd_seed(65459) == 65459 * 77 % 65537
    assert arith.rnd(0, 4) == (65459, 4)


def test_randomise_sets_seed() -> None:
    """RANDOMISE n puts n in SEED (16412); PEEK sees it."""
    r = run("10 RANDOMISE 1234\n20 PRINT PEEK(16412)+256*PEEK(16413)\n")
    assert screen(r)[0] == "1234"


# -- strings: CODE, CHR$, STR$, TL$ and comparisons ---------------------------------

def test_string_functions() -> None:
    r = run('10 LET A$="CABBAGE"\n20 PRINT TL$(A$)\n30 PRINT CODE(A$)\n'
            '40 PRINT CHR$(38)\n50 PRINT STR$(-12)\n60 PRINT CODE("")\n')
    assert screen(r)[:5] == ["ABBAGE", "40", "A", "-12", "1"]   # CODE "" reads the terminator


def test_string_comparison_uses_terminator() -> None:
    """STR-CMP (0x0DE4) compares up to the terminator, code 1, which is above
    space (0): "A" > "A "."""
    r = run('10 PRINT "A">"A "\n20 PRINT "AB"<"B"\n30 PRINT "A"="A"\n')
    assert screen(r)[:3] == ["-1", "-1", "-1"]


def test_strings_cannot_be_added() -> None:
    assert run('10 PRINT "A"+"B"\n')["rejected_lines"]


def test_let_is_required() -> None:
    assert run("10 A=1\n")["rejected_lines"]


# -- arrays from 0 ------------------------------------------------------------------------

def test_arrays_start_at_zero() -> None:
    r = run("10 DIM A(10)\n20 LET A(0)=5\n30 LET A(10)=7\n40 PRINT A(0)+A(10)\n50 PRINT A(11)\n")
    assert screen(r)[0] == "12"
    assert r["report"] == "3/50"        # SV-ARRAYS: subscript above the maximum


# -- PRINT zones and the report -------------------------------------------------------

def test_comma_zones_of_eight() -> None:
    """PO-FILL (0x0727): a space, then spaces to a multiple of 8 columns."""
    r = run('10 PRINT 1,2,3,4,5\n')
    assert screen(r)[0] == "1       2       3       4"
    assert screen(r)[1] == "5"              # the 4th zone ends at column 32
    full = run('10 PRINT "ABCDEFGHIJKLMNOPQRSTUVWXYZ012345",6\n')
    assert screen(full)[1] == "        6"   # a comma in column 32 wraps, then pads


def test_report_forms() -> None:
    assert run("10 STOP\n")["report"] == "9/10"
    assert run("10 PRINT X\n")["report"] == "2/10"
    assert run("10 RETURN\n")["report"] == "7/10"
    assert run("10 NEXT I\n")["report"] == "2/10"
    assert run("10 LET I=1\n20 NEXT I\n")["report"] == "1/20"


def test_screen_full_is_report_5() -> None:
    r = run("10 FOR I=1 TO 30\n20 PRINT I\n30 NEXT I\n")
    assert r["report"] == "5/20"


def test_for_runs_body_once_and_has_no_step() -> None:
    """FOR (0x08C4): the body is always entered; NEXT adds 1."""
    r = run("10 FOR I=5 TO 1\n20 PRINT I\n30 NEXT I\n40 PRINT I\n")
    assert screen(r)[:2] == ["5", "6"]


def test_computed_goto_and_gosub() -> None:
    r = run("10 LET L=20\n15 GO SUB L*2\n20 PRINT 1\n25 STOP\n40 PRINT 4\n50 RETURN\n")
    assert screen(r)[:2] == ["4", "1"]


def test_continue_after_stop() -> None:
    from basic.dialects import get_dialect
    from basic.frontends.headless import HeadlessHost
    from basic.core.interpreter import Interpreter
    d = get_dialect("zx80")
    m = d.make_machine(host=HeadlessHost())
    i = Interpreter(d, m)
    i.set_program(d.parse_listing("10 PRINT 1\n20 STOP\n30 PRINT 3\n").program)
    assert i.run().code == "9"
    report = i.run_direct(d.parse_line("CONTINUE"))
    assert (report.code, report.line) == ("0", 30)


def test_input_takes_an_expression() -> None:
    """INPUT scans its line like LET's value (VAL-FETCH)."""
    r = run("10 LET X=3\n20 INPUT A\n30 PRINT A\n", inputs=["X*2"])
    assert screen(r)[0] == "6"


# -- USR (0x06F0: JP (HL)) ------------------------------------------------------------

def _machine_and_interp(listing: str):
    from basic.dialects import get_dialect
    from basic.frontends.headless import HeadlessHost
    from basic.core.interpreter import Interpreter
    d = get_dialect("zx80")
    m = d.make_machine(host=HeadlessHost())
    i = Interpreter(d, m)
    i.set_program(d.parse_listing(listing).program)
    return d, m, i


def test_usr_of_a_ret_returns_its_address() -> None:
    r = run("10 REM X\n20 POKE 16427,201\n30 PRINT USR(16427)\n")
    assert screen(r) == ["16427", "0/30"]


def test_usr_into_the_rom_without_its_image_stops_with_a_zx80_report_and_says_why() -> None:
    """Without the 4K ROM's image a call into the ROM is not run: report 9,
    one of the ZX80's own (0-9), and a message naming the address;
    CONTINUE goes on at the next line, as after STOP."""
    d, m, i = _machine_and_interp("10 PRINT 1\n20 PRINT USR(0)\n30 PRINT 3\n")
    report = i.run()
    assert (report.code, report.line) == ("9", 20)
    assert "the routine called the ROM at 0 (0x0000)" in report.detail
    assert m.report_text == "9/20"
    report = i.run_direct(d.parse_line("CONTINUE"))
    assert (report.code, report.line) == ("0", 30)


# -- INPUT typed key by key: the syntax error marker as the ROM's ED-COPY shows it --

def test_the_input_marker_follows_the_keys() -> None:
    from basic.core.host import HeadlessHost
    seen: list[list[int]] = []

    from basic.dialects.zx8x.keyboard import key_value

    class Typist(HeadlessHost):
        # 3, + (SHIFT + K on the ZX80), 4, NEWLINE
        keys = [{"3"}, {"CS", "k"}, {"4"}, {"ENTER"}]

        def input_line(self, machine):
            return None

        def waiting(self, machine, what):
            seen.append(list(machine.screen.cells[1]))
            if self.keys:
                machine.key_values.append(key_value(self.keys.pop(0)))

    from basic.dialects import get_dialect
    from basic.core.interpreter import Interpreter
    d = get_dialect("zx80")
    m = d.make_machine(host=Typist())
    i = Interpreter(d, m)
    i.set_program(d.parse_listing("10 INPUT A\n20 PRINT A\n").program)
    report = i.run()
    assert report.code == "0" and m.screen.cells[0][0] == 35        # 7
    L, S = 0xB1, 0xB8
    # "" (an error at the end), "3" (none), "3+" (at the end), "3+4" (none)
    assert [row[:5] for row in seen[:4]] == [[L, S, 0, 0, 0], [31, L, 0, 0, 0],
                                             [31, 19, L, S, 0], [31, 19, 32, L, 0]]
