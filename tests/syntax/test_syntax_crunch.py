"""Keyword crunching (text -> tokenized line) and detokenizing (-> LIST text).

The reference for crunching is the oracle's tokenizer: rom_golden.json keeps
its bytes for every case line.  The reference for detokenizing is the ROM's
own LIST (rom_list.json).
"""
import pytest

from basic.core.errors import BasicSyntaxError
from basic.dialects.spectrum.crunch import crunch, detokenize, keyword_at

from syntaxdata import golden, tokens

PRINT, GOTO, GOSUB, DEFFN, TO, REM = "\xf5", "\xec", "\xed", "\xce", "\xcc", "\xea"


def test_every_case_crunches_to_the_oracle_tokenizers_bytes():
    mismatches = []
    for c in golden("rom_golden.json"):
        expected = bytes.fromhex(c["tokens"]).decode("latin-1")
        got = crunch(c["body"], c["upper"]).text
        if got != expected:
            mismatches.append((c["body"], expected, got))
    assert not mismatches, mismatches[:5]


@pytest.mark.parametrize("text", ["GOTO 10", "GO TO 10", "go  to 10", "Go\tTo 10", "goto10"])
def test_two_word_keywords_in_any_case_and_spacing(text):
    assert tokens(text) == GOTO + "10"


@pytest.mark.parametrize("text,expected", [
    ("GOSUB 5", GOSUB + "5"),
    ("DEFFN a(x)=x", DEFFN + "a(x)=x"),
    ("OPEN#4,\"s\"", "\xd3" + "4,\"s\""),
    ("CLOSE #4", "\xd4" + "4"),
    ("print sin pi", PRINT + "\xb2\xa7"),
])
def test_keywords_spelled_in_other_ways(text, expected):
    assert tokens(text) == expected


def test_keywords_never_inside_a_longer_name():
    assert tokens("PRINT total") == PRINT + "total"
    assert tokens("PRINT INKEYx") == PRINT + "INKEYx"
    # only a *letter* after the keyword makes it part of a name (the oracle's rule)
    assert tokens("LET at1=2") == "\xf1\xac" + "1=2"
    assert tokens("PRINT a TO b") == PRINT + "a" + TO + "b"
    assert tokens("FOR i=1TO 5") == "\xeb" + "i=1" + TO + "5"


def test_fn_may_touch_its_name():
    assert tokens("PRINT FNa(1)") == PRINT + "\xa8" + "a(1)"
    assert tokens("PRINT FNab") == PRINT + "FNab"


def test_comparison_tokens():
    assert tokens("IF a<=b") == "\xfa" + "a\xc7b"
    assert tokens("PRINT a>=b<>c") == PRINT + "a\xc8b\xc9c"
    assert tokens("PRINT a< =b") == PRINT + "a< =b"


def test_longest_keyword_wins():
    assert tokens("PRINT INKEY$") == PRINT + "\xa6"
    assert tokens("INK 1") == "\xd9" + "1"
    assert tokens("PRINT IN 254") == PRINT + "\xbf" + "254"


def test_nothing_is_crunched_inside_strings_or_after_rem():
    assert tokens('PRINT "GO TO"') == PRINT + '"GO TO"'
    assert tokens("REM GO TO 10: PRINT") == REM + "GO TO 10: PRINT"


def test_strings_and_rem_are_decoded_through_the_escapes():
    assert tokens('PRINT "\\a[UDG-B]\\::"') == PRINT + '"\x90\x91\x8f"'
    assert tokens("REM \\*£") == REM + "\x7f\x60"


def test_upper_keywords_leaves_lower_case_words_as_names():
    assert tokens("LET at=1", upper_keywords=True) == "\xf1" + "at=1"
    assert tokens("PRINT AT 1,2;at", upper_keywords=True) == PRINT + "\xac" + "1,2;at"
    assert tokens("print 1", upper_keywords=True) == "print 1"


def test_spaces_next_to_keywords_are_dropped_others_kept():
    assert tokens("PRINT  1 ;  2  ; x y") == PRINT + "1 ;  2  ; x y"
    assert tokens("LET a = 1 : PRINT a") == "\xf1" + "a = 1 :" + PRINT + "a"


def test_def_fn_parameters_lose_their_spaces():
    assert tokens("DEF FN a $ ( x , y $ ) = x") == DEFFN + "a$(x,y$) = x"


def test_bin_digits_are_kept():
    assert tokens("PRINT BIN 1 0") == PRINT + "\xc4" + "1 0"


def test_column_map_points_into_the_source():
    c = crunch("PRINT  a;\"x\"", col0=4)
    assert c.text == PRINT + 'a;"x"'
    assert c.cols[:len(c.text)] == [4, 11, 12, 13, 14, 15]
    assert c.cols[-1] == 4 + len("PRINT  a;\"x\"")
    assert c.column(99) == c.cols[-1]


def test_characters_the_spectrum_cannot_hold_are_errors_with_a_column():
    with pytest.raises(BasicSyntaxError) as e:
        crunch("PRINT a€b", col0=4)
    assert e.value.column == 4 + 7
    with pytest.raises(BasicSyntaxError) as e:
        crunch('PRINT "€"')
    assert e.value.column == 8


def test_keyword_at_reports_the_source_span():
    assert keyword_at("x GO  SUB 10", 2) == (GOSUB, "GO SUB", 9)
    assert keyword_at("total", 0) is None


# ---------------------------------------------------------------------------
# detokenize: the ROM's LIST spacing
# ---------------------------------------------------------------------------

def test_detokenize_spaces_keywords_as_the_roms_list_does():
    wrong = []
    for body, listed in golden("rom_list.json").items():
        got = detokenize(crunch(body).text).rstrip()
        if got != listed:
            wrong.append((body, listed, got))
    assert not wrong, wrong


def test_detokenize_then_crunch_gives_the_same_tokens():
    # For lines the ROM accepts: LIST puts no space between a name and a
    # following function keyword ("xLEN "), which only happens in nonsense.
    for c in golden("rom_golden.json"):
        if c["upper"] or not c["ok"]:
            continue
        t = crunch(c["body"]).text
        assert crunch(detokenize(t)).text == t, c["body"]


def test_detokenize_escapes_what_a_listing_cannot_show():
    assert detokenize(PRINT + '"\xf5\x90\x5c"') == 'PRINT "\\{245}[UDG-A]\\\\"'
    assert detokenize(REM + "\x8f\x80") == "REM █\\  "
    assert detokenize(PRINT + '"\x90"', style="zmakebas") == 'PRINT "\\a"'
