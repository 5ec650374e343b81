"""The ZX81 dialect: what differs from the Spectrum, from the 8K ROM.

No ZX81 oracle exists here; expectations cite the 8K ROM routines ("An
Assembly Listing of the Operating System of the ZX81 ROM") and the ZX81
manual.  PRINT-FP's own examples (comments at 0x15DB) are checked verbatim.
"""
from __future__ import annotations

import pytest

from basic.dialects.zx81.numbers import print_fp
from basic.frontends.headless import run_source
from basic.dialects.zx81.charset import ZX81
from basic.dialects.zx81.syntax import FUNCTIONS, SPEC
from basic.dialects.zx8x.charset import decode_text
from basic.dialects.sinclair import calculator as zx


def run(body: str, **kw) -> dict:
    return run_source("# dialect: zx81\n" + body, **kw)


def screen(r: dict) -> list[str]:
    return [row.rstrip() for row in r["rows"]]


@pytest.mark.parametrize("literal,shown", [
    ("3.1415927", "3.1415927"), (".123", "0.123"), (".0123", ".0123"),
    ("999999999999", "1000000000000"), ("9876543210123", "9876543200000"),
])
def test_print_fp_examples_of_the_rom_listing(literal: str, shown: str) -> None:
    assert print_fp(zx.from_literal(literal)) == shown


@pytest.mark.parametrize("literal,zx81,spectrum", [
    ("1E10", "10000000000", "1E+10"),          # up to 13 digits before the point
    ("123456789", "123456790", "1.2345679E+8"),
    ("1E13", "1E+13", "1E+13"),                # 14 digits: E-format (PF-E-FMT)
    (".000001", "1E-6", "1E-6"),
])
def test_print_fp_differs_from_the_spectrum(literal: str, zx81: str, spectrum: str) -> None:
    value = zx.from_literal(literal)
    assert print_fp(value) == zx81
    assert zx.to_str(value) == spectrum


def test_print_numbers_and_str() -> None:
    r = run('10 PRINT 1/3;" ";-5;" ";STR$ 1E10\n')
    assert screen(r)[0] == "0.33333333 -5 10000000000"


def test_character_set_codes() -> None:
    """CODE and CHR$ use ZX81 codes: A is 38, 0 is 28, space 0, " 11."""
    r = run('10 PRINT CODE "A";" ";CODE "0";" ";CHR$ 38;CHR$ 29\n20 PRINT CODE " "\n')
    assert screen(r)[:2] == ["38 28 A1", "0"]


def test_no_read_data_or_def_fn_or_colons() -> None:
    for bad in ("10 READ A\n", "10 DATA 1\n", "10 DEF FN A(X)=X\n", "10 PRINT 1: PRINT 2\n"):
        assert run(bad)["rejected_lines"], bad


def test_a_literal_too_big_for_the_number_format_is_refused_like_a_bad_line() -> None:
    """DEC-TO-FP overflows (report 6) while the editor checks the line, so the
    line is not stored; the rest of the listing runs (it used to stop the
    whole load with a Python error)."""
    r = run("10 PRINT 1E39\n20 PRINT 1E38\n")
    assert [(e["line"], e["message"]) for e in r["rejected_lines"]] == [(10, "Number too big")]
    assert screen(r)[0] == "1E+38" and r["report"] == "0/20"


def test_power_is_written_with_two_stars() -> None:
    """``**`` is the ZX81's power operator (the Spectrum's ``^``), in PRINT and
    in a LET hot enough to be compiled to Python."""
    r = run("10 PRINT 2**3;\" \";2**-1\n20 FOR I=1 TO 300\n30 LET A=I**2\n40 NEXT I\n"
            "50 PRINT A\n")
    assert screen(r)[:2] == ["8 0.5", "90000"]


def test_report_form() -> None:
    assert run("10 PRINT 1\n20 GOTO 65535\n")["report"] == "B/20"   # GOTO-2: line >= 61440
    assert run("10 STOP\n")["report"] == "9/10"
    assert run("10 PRINT 1/0\n")["report"] == "6/10"
    assert screen(run("10 PRINT SQR -1\n"))[23] == "A/10"


def test_comma_zones_and_tab_and_at() -> None:
    """FIELD (0x0B8B): a space then column 16 or the next line; TAB-TEST."""
    r = run('10 PRINT "A","B","C"\n20 PRINT TAB 5;"T";TAB 2;"U"\n30 PRINT AT 10,4;"X"\n')
    rows = screen(r)
    assert rows[0] == "A               B"
    assert rows[1] == "C"
    assert rows[2] == "     T" and rows[3] == "  U"
    assert rows[10] == "    X"


def test_upper_screen_is_22_lines_then_report_5() -> None:
    r = run("10 FOR I=1 TO 30\n20 PRINT I\n30 NEXT I\n")
    assert r["report"] == "5/20"
    assert screen(r)[21] == "22"


def test_scroll() -> None:
    r = run('10 PRINT "TOP"\n20 PRINT "NEXT"\n30 SCROLL\n40 PRINT "LAST"\n')
    rows = screen(r)
    assert rows[0] == "NEXT" and rows[21] == "LAST"


def test_plot_and_unplot_block_graphics() -> None:
    """PLOT (0x0BAF): 64x44 pixels, y up from the bottom, four per cell."""
    r = run("10 PLOT 0,43\n20 PLOT 1,42\n30 PLOT 2,0\n40 PLOT 3,0\n50 UNPLOT 3,0\n")
    assert r["codes"][0][0] == 134          # top-left + bottom-right: inverse of code 6
    assert r["rows"][0][0] == "▚"
    assert r["rows"][21][1] == "▖"                                   # bottom-left only
    assert run("10 PLOT 64,0\n")["report"] == "B/10"
    assert run("10 PLOT 0,44\n")["report"] == "B/10"


def test_fast_and_slow_are_accepted() -> None:
    r = run("10 FAST\n20 PRINT 1\n30 SLOW\n40 PRINT 2\n")
    assert r["report"] == "0/40" and screen(r)[:2] == ["1", "2"]


def test_inkey_is_upper_case_zx81_code() -> None:
    r = run("10 IF INKEY$=\"\" THEN GOTO 10\n20 PRINT INKEY$;CODE INKEY$\n",
            keys=["inkey:q:60"])
    assert screen(r)[0] == "Q54"


def test_pause_returns_on_a_key() -> None:
    r = run("10 PAUSE 40000\n20 PRINT 1\n", keys=["+5:a"])
    assert r["report"] == "0/20"


def test_strings_hold_zx81_codes_with_inverse_and_graphics() -> None:
    """zmakebas/zxtext2p escapes: lower case and %X inverse, \\xy graphics."""
    assert [ord(c) for c in decode_text(ZX81, "a%B\\' \\::#")] == [166, 167, 1, 128, 12]
    r = run('10 PRINT "aB"\n')
    assert r["inverse"][0][:2] == "10"


def test_for_without_next_runs_off_the_end() -> None:
    """FOR (0x0DB9) that does not run looks for a NEXT line; none: end."""
    r = run("10 FOR I=5 TO 1\n20 PRINT I\n")
    assert r["report"] == "0/10"


def test_slicing_and_val() -> None:
    r = run('10 LET A$="ABCDEF"\n20 PRINT A$(2 TO 4);VAL "2*3"\n')
    assert screen(r)[0] == "BCD6"


def test_rand_and_rnd() -> None:
    """RAND n sets SEED (16434); RND is (SEED+1)*75 mod 65537 - 1 over 65536."""
    r = run("10 RAND 1\n20 PRINT PEEK 16434+256*PEEK 16435\n30 LET X=RND\n"
            "40 PRINT PEEK 16434+256*PEEK 16435\n")
    assert screen(r)[:2] == ["1", str((1 + 1) * 75 % 65537 - 1)]


@pytest.mark.parametrize("name", sorted(FUNCTIONS))
def test_every_function_with_the_wrong_type_of_operand_is_refused(name: str) -> None:
    """The ROM's SCANNING checks each function's operand type as the line
    is entered: CODE, VAL and LEN want a string, the rest a number, USR
    included (a USR "a" from a Spectrum listing was a Python TypeError;
    found by tools/fuzz_campaign.py)."""
    wrong = "1" if name in SPEC.string_operand else '"A"'
    r = run(f"10 PRINT {name} {wrong}+1\n")
    assert [e["line"] for e in r["rejected_lines"]] == [10]
    assert f"{name}'s operand must be a" in r["rejected_lines"][0]["message"]
