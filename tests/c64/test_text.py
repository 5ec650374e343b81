"""Listings in petcat's conventions (basic/syntax/cbm_text.py) and LIST."""
from __future__ import annotations

import pytest

from basic.core.errors import BasicSyntaxError
from basic.dialects.c64 import text as cbm_text
from basic.dialects.c64.syntax import detokenize, listing_line, parse_listing

from .helpers import as_text, run


@pytest.mark.parametrize("text, codes", [
    ("{clr}{home}{down}{up}{left}{rght}{right}", [147, 19, 17, 145, 157, 29, 29]),
    ("{rvon}{rvof}{rvs on}{rvs off}{inst}{del}", [18, 146, 18, 146, 148, 20]),
    ("{blk}{wht}{red}{cyn}{pur}{grn}{blu}{yel}", [144, 5, 28, 159, 156, 30, 31, 158]),
    ("{orng}{brn}{lred}{gry1}{gry2}{lgrn}{lblu}{gry3}", [129, 149, 150, 151, 152, 153, 154, 155]),
    ("{3 down}{2 rght}", [17, 17, 17, 29, 29]),
    ("{CBM-R}{SHIFT-+}{SHIFT-SPACE}{CBM-POUND}{SHIFT-A}{cbm-e}", [0xB2, 0xDB, 0xA0, 0xA8, 0xC1, 0xB1]),
    ("{$a0}{160}{swlc}{swuc}{f1}{f8}", [160, 160, 14, 142, 133, 140]),
    ("\u00a3\u2191\u2190\u03c0", [0x5C, 0x5E, 0x5F, 0xFF]),
    ("\u2500\u256d\u2660", [0xC0, 0xD5, 0xC1]),
])
def test_braces_and_characters(text: str, codes: list[int]) -> None:
    assert [ord(c) for c in cbm_text.decode(text)] == codes


def test_letter_case_conventions() -> None:
    assert cbm_text.decode("Ab") == "AB"
    assert [ord(c) for c in cbm_text.decode("Ab", petcat_case=True)] == [0xC1, 0x42]
    assert cbm_text.listing_case(['10 print "x"'])
    assert cbm_text.listing_case(["10 pO 53280,0"])
    assert not cbm_text.listing_case(['10 PRINT "lower in a string"', "20 REM lower"])


def test_an_unknown_brace_is_refused_with_its_place() -> None:
    with pytest.raises(BasicSyntaxError) as err:
        cbm_text.decode("AB{nonsense}", line=10, column=4)
    assert err.value.column == 6
    parsed = parse_listing('10 PRINT "{nonsense}"\n20 PRINT 1')
    assert [e.line for e in parsed.errors] == [10]
    assert [ln.number for ln in parsed.program.lines] == [20]


def test_encode_round_trips_and_counts() -> None:
    codes = "\x93\x11\x11\x11AB\xb2\xdb\x5c"
    text = cbm_text.encode(codes)
    assert text == "{clr}{3 down}AB{CBM-R}{SHIFT-+}\u00a3"
    assert cbm_text.decode(text) == codes
    assert cbm_text.encode("A\xc1", petcat_case=True) == "aA"


def test_list_spells_tokens_out_but_not_inside_quotes() -> None:
    program = parse_listing('10 FORI=1TO3:?"PRINT{clr}":NEXT').program
    body = program.lines[0].source
    assert detokenize(body) == 'FORI=1TO3:PRINT"PRINT\x93":NEXT'
    assert listing_line(10, body) == '10 FORI=1TO3:PRINT"PRINT{clr}":NEXT'
    assert listing_line(10, body, petcat_case=True) == '10 fori=1to3:print"print{clr}":next'


def test_list_in_a_program() -> None:
    _, _, host, _ = run('10 LIST 20\n20 ?"{rvon}A":GOTO10\n30 END')
    assert as_text(host.codes) == '\n20 PRINT"\x12A":GOTO10\n'


def test_line_numbers() -> None:
    parsed = parse_listing("63999 PRINT 1\n64000 PRINT 2\n  5 PRINT 3\nPRINT 4\n5\n")
    assert [ln.number for ln in parsed.program.lines] == [63999]
    assert len(parsed.errors) == 2


def test_keywords_decide_the_case_convention() -> None:
    """Capital keywords are plain text whatever case strings, REM and DATA
    text have (issue 12); lower case keywords are petcat's convention."""
    plain = ['10 REM a little game, by someone', '20 PRINT "lower case text"',
             '30 DATA apple,pear:Rem Mixed', '40 GOTO 20']
    assert not cbm_text.listing_case(plain)
    assert not cbm_text.listing_case(['10 Rem mixed case remark', '20 PRINT "x"'])
    assert cbm_text.listing_case(['10 rem a remark', '20 print "Lower"', '30 goto 20'])
    assert cbm_text.listing_case(['10 rem', '20 ?"text":gO 10'])


def test_a_plain_listing_with_lower_case_strings_and_rem_runs() -> None:
    from .helpers import run
    report, machine, host, _ = run('10 REM a little program\n20 Rem by me\n'
                                   '30 PRINT "lower case text"\n40 DATA apple\n'
                                   '50 READ A$:PRINT A$')
    assert report is None or report.code == "0"
    assert "LOWER CASE TEXT" in "\n".join(machine.screen_rows())
    assert "APPLE" in "\n".join(machine.screen_rows())


def test_a_petcat_listing_with_rem_lines_runs() -> None:
    from .helpers import run
    report, machine, host, _ = run('10 rem petcat text\n20 print "Shifted"\n30 rem')
    assert report is None or report.code == "0"
    # petcat's capital S is the shifted letter (PETSCII 211, a heart in upper case mode)
    assert host.codes[:7] == [211] + [ord(c) for c in "HIFTED"]
